import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasUnsavedChanges } from '../kit/unsaved-changes.ts';

/**
 * Asks before the admin leaves a page with unsaved changes: a dialog for a link inside the admin,
 * the browser's own question for closing the tab or leaving the site.
 */
export function UnsavedChangesGuard() {
  const intl = useIntl();
  const blocker = useBlocker({
    shouldBlockFn: () => hasUnsavedChanges(),
    enableBeforeUnload: hasUnsavedChanges,
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <Modal
      opened
      onClose={blocker.reset}
      title={intl.formatMessage({ id: 'admin.unsaved.title' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.common.close' }) }}
    >
      <Text mb="md">
        <FormattedMessage id="admin.unsaved.text" />
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={blocker.reset} data-autofocus>
          <FormattedMessage id="admin.unsaved.stay" />
        </Button>
        <Button color="red" onClick={blocker.proceed}>
          <FormattedMessage id="admin.unsaved.leave" />
        </Button>
      </Group>
    </Modal>
  );
}
