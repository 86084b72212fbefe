import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * A moment in the admin's own language and time zone (the account, admins and activity
 * screens), unlike formatAdminDate's fixed Turkish form of spec 001 for the older screens.
 */
export function useAdminDateTime(): (iso: string) => string {
  const intl = useIntl();
  return useCallback((iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }), [intl]);
}
