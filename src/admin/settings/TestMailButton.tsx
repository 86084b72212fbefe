import { Button } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';

/** "Send a test mail" to the saved contact_email: it goes through the outbox like any mail. */
export function TestMailButton() {
  const feedback = useAdminFeedback();
  const send = adminTrpc.outbox.admin.sendTest.useMutation({
    onSuccess: (mail) => {
      feedback.success('admin.settings.testMailQueued', { recipient: mail.recipient });
      void feedback.refreshAll();
    },
    onError: (error) => feedback.failure(error, 'admin.settings.testMailError'),
  });
  return (
    <Button variant="light" loading={send.isPending} onClick={() => send.mutate({})}>
      <FormattedMessage id="admin.settings.testMail" />
    </Button>
  );
}
