import { Button } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { WhatsAppIcon } from '../../components/Icons.tsx';
import hidden from '../../components/visually-hidden.module.css';

/** The WhatsApp chat with the company's number (`whatsAppDigits`), in a new tab. */
export function WhatsAppChatButton({ digits }: { digits: string }) {
  return (
    <Button
      component="a"
      href={`https://wa.me/${digits}`}
      target="_blank"
      rel="noopener noreferrer"
      color="#15803d"
      leftSection={<WhatsAppIcon size={18} />}
    >
      <FormattedMessage id="contact.quick.whatsapp" />
      <span className={hidden.visuallyHidden}>
        {' '}
        <FormattedMessage id="contact.newTab" />
      </span>
    </Button>
  );
}
