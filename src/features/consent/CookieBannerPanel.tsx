import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SiteLink } from '../../components/site-link.tsx';
import classes from './consent.module.css';
import { ALL_ACCEPTED, type ConsentPreferences, ONLY_NECESSARY, saveConsent } from './consent.ts';
import { setCookiePanelOpen } from './panel-state.ts';

const OPTIONAL = ['performance', 'functionality', 'marketing'] as const;

/**
 * Bottom banner while no consent is stored; a settings panel with the four categories. Loaded
 * only when no choice is stored (./CookieBanner.tsx).
 */
export default function CookieBannerPanel({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const [panelOpen, setPanelOpen] = useState(false);
  const [choice, setChoice] = useState<ConsentPreferences>(ONLY_NECESSARY);
  useEffect(() => setCookiePanelOpen(panelOpen), [panelOpen]);

  const save = (preferences: ConsentPreferences) => {
    saveConsent(preferences);
    setPanelOpen(false);
    onDone();
  };
  return (
    <>
      <Paper
        className={classes.banner}
        shadow="xl"
        radius="lg"
        p="md"
        role="region"
        aria-label={intl.formatMessage({ id: 'cookie.title' })}
      >
        <Stack gap="sm">
          <Text fw={700}>
            <FormattedMessage id="cookie.title" />
          </Text>
          <Text size="sm">
            <FormattedMessage id="cookie.text" />{' '}
            <SiteLink to="/cookies" className={classes.link}>
              <FormattedMessage id="cookie.policyLink" />
            </SiteLink>
          </Text>
          <Group gap="xs" justify="flex-end">
            <Button variant="subtle" color="dark" onClick={() => setPanelOpen(true)}>
              <FormattedMessage id="cookie.settings" />
            </Button>
            <Button variant="default" onClick={() => save(ONLY_NECESSARY)}>
              <FormattedMessage id="cookie.reject" />
            </Button>
            <Button onClick={() => save(ALL_ACCEPTED)}>
              <FormattedMessage id="cookie.acceptAll" />
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Modal
        opened={panelOpen}
        onClose={() => setPanelOpen(false)}
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
            <Button variant="default" onClick={() => save(ONLY_NECESSARY)}>
              <FormattedMessage id="cookie.rejectAll" />
            </Button>
            <Button onClick={() => save(choice)}>
              <FormattedMessage id="cookie.acceptSelected" />
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
