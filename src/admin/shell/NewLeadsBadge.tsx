import '@mantine/core/styles/Badge.css';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { adminTrpc } from '../kit/admin-trpc.ts';

/**
 * The count of messages with the status new, beside the sidebar's messages link, so the owner
 * notices a lead from any admin screen. Read again when the window regains focus and after
 * every admin write (status changes included: useAdminFeedback refreshes all queries).
 */
export function NewLeadsBadge() {
  const intl = useIntl();
  const { data } = adminTrpc.contact.admin.newMessageCount.useQuery(undefined, { refetchOnWindowFocus: true });
  if (!data || data.count === 0) return null;
  return (
    <Badge size="sm" color="orange" variant="filled" circle={data.count < 10} data-testid="new-leads-badge">
      <span aria-hidden="true">{data.count}</span>
      <VisuallyHidden>{intl.formatMessage({ id: 'admin.nav.newMessages' }, { count: data.count })}</VisuallyHidden>
    </Badge>
  );
}
