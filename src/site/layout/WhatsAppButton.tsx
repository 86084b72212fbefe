import { useIntl } from 'react-intl';
import { useSiteSettings } from '../../app/use-site-settings.ts';
import { WhatsAppIcon } from '../../components/Icons.tsx';
import classes from './layout.module.css';

/** Floating chat button, shown only when whatsapp_number is set. */
export function WhatsAppButton() {
  const { whatsapp_number: number } = useSiteSettings();
  const intl = useIntl();
  const digits = number?.replace(/\D/g, '');
  if (!digits) return null;
  return (
    <a
      href={`https://wa.me/${digits}`}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.whatsapp}
      aria-label={intl.formatMessage({ id: 'whatsapp.label' })}
    >
      <WhatsAppIcon size={30} />
    </a>
  );
}
