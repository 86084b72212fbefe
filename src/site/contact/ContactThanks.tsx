import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { phoneDigits, useSiteSettings, whatsAppDigits } from '../../app/use-site-settings.ts';
import { PhoneCallButton } from './PhoneCallButton.tsx';
import { WhatsAppChatButton } from './WhatsAppChatButton.tsx';

/**
 * What a visitor sees in place of the form once the message is sent (issue 12): that it
 * arrived, what happens next (a reply within 24 hours), the phone and WhatsApp from the
 * settings for anything urgent, and a way to send another message.
 */
export function ContactThanks({ onAnother }: { onAnother: () => void }) {
  const settings = useSiteSettings();
  const phone = settings.company_phone ? phoneDigits(settings.company_phone) : '';
  const whatsapp = whatsAppDigits(settings);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the answer so keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" data-testid="contact-thanks">
      <Title order={3} ref={heading} tabIndex={-1} c="teal.9">
        <FormattedMessage id="contact.thanks.title" />
      </Title>
      <Text>
        <FormattedMessage id="contact.thanks.next" />
      </Text>
      {(phone || whatsapp) && (
        <>
          <Text size="sm" c="gray.7">
            <FormattedMessage id="contact.thanks.urgent" />
          </Text>
          <Group gap="sm">
            {phone && (
              <PhoneCallButton digits={phone}>
                <bdi dir="ltr">{settings.company_phone}</bdi>
              </PhoneCallButton>
            )}
            {whatsapp && <WhatsAppChatButton digits={whatsapp} />}
          </Group>
        </>
      )}
      <Group>
        <Button variant="default" onClick={onAnother}>
          <FormattedMessage id="contact.thanks.another" />
        </Button>
      </Group>
    </Stack>
  );
}
