import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import { Alert, Button, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminMessageId } from '../../i18n/message-ids.ts';

/** The wording of one secret's dialog (each screen keeps its own catalog keys). */
export type SecretOnceTexts = Record<'title' | 'warning' | 'label' | 'copy' | 'copied' | 'done', AdminMessageId>;

/**
 * A secret the server gives out only once (an API token, a webhook signing secret): the warning
 * that it will not be shown again, the value to select or copy, and a button that closes.
 */
export function SecretOnceDialog({
  value,
  texts,
  testId,
  onClose,
}: {
  value: string;
  texts: SecretOnceTexts;
  /** The value field's test id (the e2e specs read the secret from it). */
  testId: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: texts.title })}
      size="lg"
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.common.close' }) }}
    >
      <Stack gap="md">
        <Alert color="orange" variant="light">
          <FormattedMessage id={texts.warning} />
        </Alert>
        <TextInput
          label={intl.formatMessage({ id: texts.label })}
          value={value}
          readOnly
          dir="ltr"
          ff="monospace"
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group justify="flex-end" gap="xs">
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'green' : undefined} onClick={copy}>
                <FormattedMessage id={copied ? texts.copied : texts.copy} />
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>
            <FormattedMessage id={texts.done} />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
