import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminUserOutput } from '../../shared/account.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';

/**
 * Resets another admin's two-step verification (a lost phone), after a confirmation: their
 * secret and recovery codes are removed and their sessions end; the audit log records it.
 */
export function ResetTotpButton({ user }: { user: AdminUserOutput }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const [opened, { open, close }] = useDisclosure(false);
  const values = { username: user.username };
  const reset = adminTrpc.users.resetTotp.useMutation({
    onSuccess: () => {
      feedback.success('admin.users.totpResetToast', values);
      void feedback.refreshAll();
    },
    onError: (error) => feedback.failure(error),
  });
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="orange"
        onClick={open}
        loading={reset.isPending}
        aria-label={intl.formatMessage({ id: 'admin.users.totpResetLabel' }, values)}
      >
        <FormattedMessage id="admin.users.totpReset" />
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={<FormattedMessage id="admin.users.totpResetTitle" />}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.common.close' }) }}
        centered
      >
        <Text fw={600} mb="xs">
          <bdi>{user.username}</bdi>
        </Text>
        <Text size="sm">
          <FormattedMessage id="admin.users.totpResetText" />
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            <FormattedMessage id="admin.common.cancel" />
          </Button>
          <Button
            color="orange"
            onClick={() => {
              close();
              reset.mutate({ id: user.id });
            }}
          >
            <FormattedMessage id="admin.users.totpResetConfirm" />
          </Button>
        </Group>
      </Modal>
    </>
  );
}
