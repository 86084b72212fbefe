import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import { Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';

const FEATURES = ['promo.feature1', 'promo.feature2', 'promo.feature3', 'promo.feature4'] as const;

/** The upcoming website-to-app tool (APK, IPA, PWA). Texts come from the content store. */
export default function PromoModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const informMe = () => {
    onClose();
    const target = document.getElementById('contact');
    if (target) target.scrollIntoView({ behavior: 'smooth' });
    else void navigate({ to: '/contact' as '/' });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="md"
      // The trigger puts the focus back where it was (Mantine would move it to the page top).
      returnFocus={false}
      title={intl.formatMessage({ id: 'promo.title' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'button.close' }) }}
    >
      <Stack gap="md">
        <Group>
          <Badge color="orange" variant="light">
            <FormattedMessage id="promo.badge" />
          </Badge>
        </Group>
        <Text>
          <FormattedMessage id="promo.description" />
        </Text>
        <List spacing="xs">
          {FEATURES.map((id) => (
            <List.Item key={id}>
              <FormattedMessage id={id} />
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="promo.close" />
          </Button>
          <Button onClick={informMe}>
            <FormattedMessage id="promo.informMe" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
