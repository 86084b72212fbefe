import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ConsentPreferences, ONLY_NECESSARY, readConsent } from '../../lib/consent/consent.ts';

const OPTIONAL = ['performance', 'functionality', 'marketing'] as const;

type Props = { opened: boolean; onClose: () => void; onSave: (preferences: ConsentPreferences) => void };

/**
 * The cookie settings panel: the four categories, necessary always on. Opened from the banner's
 * Settings button or, at any time, from the footer's "Cookie settings" link; it starts from the
 * stored choice, so withdrawing is one click ("Reject all"). Loaded on first use (./CookieBanner.tsx).
 */
export default function CookieSettingsPanel({ opened, onClose, onSave }: Props) {
  const intl = useIntl();
  const [choice, setChoice] = useState<ConsentPreferences>(ONLY_NECESSARY);
  useEffect(() => {
    if (opened) setChoice(readConsent()?.preferences ?? ONLY_NECESSARY);
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // The banner returns focus itself: the button that opened the panel may be gone by then.
      returnFocus={false}
      title={intl.formatMessage({ id: 'cookie.panel.title' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'button.close' }) }}
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="cookie.panel.text" />
        </Text>
        <Switch
          checked
          disabled
          label={intl.formatMessage({ id: 'cookie.necessary.title' })}
          description={`${intl.formatMessage({ id: 'cookie.necessary.description' })} (${intl.formatMessage({ id: 'cookie.alwaysActive' })})`}
        />
        {OPTIONAL.map((category) => (
          <Switch
            key={category}
            checked={choice[category]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setChoice((current) => ({ ...current, [category]: checked }));
            }}
            label={intl.formatMessage({ id: `cookie.${category}.title` })}
            description={intl.formatMessage({ id: `cookie.${category}.description` })}
          />
        ))}
        <Text size="xs" c="dimmed">
          <FormattedMessage id="cookie.note" />
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onSave(ONLY_NECESSARY)}>
            <FormattedMessage id="cookie.rejectAll" />
          </Button>
          <Button onClick={() => onSave(choice)}>
            <FormattedMessage id="cookie.acceptSelected" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
