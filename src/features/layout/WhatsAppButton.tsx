import { useIntl } from 'react-intl';
import { WhatsAppIcon } from '../../components/icons.tsx';
import classes from './layout.module.css';
import { useSiteSettings } from './use-site-settings.ts';

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
