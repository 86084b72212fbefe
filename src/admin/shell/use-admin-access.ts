import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { USER_STALE_MS } from '../../app/query-client.ts';
import type { UserOutput } from '../../shared/auth.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';

export type AdminAccess =
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | { status: 'forbidden' }
  | { status: 'admin'; user: UserOutput };

/** Redirect delays of spec 001 section 9. */
const UNAUTHENTICATED_REDIRECT_MS = 500;
const FORBIDDEN_REDIRECT_MS = 1000;

/**
 * The admin access check (the server enforces it on every call; this only picks the screen).
 * First visit without a session: the login screen in place. A session that ends while the
 * admin works: toast 'Unauthorized' and, after 500 ms, the /api/login navigation. A signed-in
 * non-admin: toast 'Access Denied' and back to / after 1 s.
 */
export function useAdminAccess(): AdminAccess {
  const intl = useIntl();
  const navigate = useNavigate();
  // The 401-free variant of the user call: no failed request in the console for visitors.
  const query = adminTrpc.auth.session.useQuery(undefined, { staleTime: USER_STALE_MS, retry: false });
  const wasAdmin = useRef(false);
  const user = query.data;
  const access: AdminAccess = query.isPending
    ? { status: 'loading' }
    : !user
      ? { status: 'unauthenticated' }
      : user.role !== 'admin'
        ? { status: 'forbidden' }
        : { status: 'admin', user };

  useEffect(() => {
    if (access.status === 'admin') wasAdmin.current = true;
    if (access.status === 'forbidden') {
      notifications.clean();
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'admin.access.deniedTitle' }),
        message: intl.formatMessage({ id: 'admin.access.deniedText' }),
      });
      const timer = setTimeout(() => void navigate({ to: '/' }), FORBIDDEN_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    if (access.status === 'unauthenticated' && wasAdmin.current) {
      notifications.clean();
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'admin.access.unauthorizedTitle' }),
        message: intl.formatMessage({ id: 'admin.access.unauthorizedText' }),
      });
      const timer = setTimeout(() => window.location.assign('/api/login'), UNAUTHENTICATED_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [access.status, intl, navigate]);

  return access;
}
