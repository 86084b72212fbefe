import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminUserOutput } from '../../shared/account.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';

/**
 * Resets another admin's two-step verification (a lost phone), after a confirmation: their
 * secret and recovery codes are removed and their sessions end; the audit log records it.
 */
export function ResetTotpButton({ user }: { user: AdminUserOutput }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const values = { username: user.username };
  const reset = adminTrpc.users.resetTotp.useMutation(feedback.writeHandlers('admin.users.totpResetToast', values));
  return (
    <ConfirmButton
      color="orange"
      onConfirm={() => reset.mutate({ id: user.id })}
      loading={reset.isPending}
      aria-label={intl.formatMessage({ id: 'admin.users.totpResetLabel' }, values)}
      title={<FormattedMessage id="admin.users.totpResetTitle" />}
      closeLabel={intl.formatMessage({ id: 'admin.common.close' })}
      itemLabel={<bdi>{user.username}</bdi>}
      question={<FormattedMessage id="admin.users.totpResetText" />}
      confirmLabel={<FormattedMessage id="admin.users.totpResetConfirm" />}
    >
      <FormattedMessage id="admin.users.totpReset" />
    </ConfirmButton>
  );
}
