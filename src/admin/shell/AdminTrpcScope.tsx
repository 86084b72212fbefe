import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { browserTrpcClient } from '../../app/trpc-http-client.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { AdminIntlProvider } from './AdminIntlProvider.tsx';

/**
 * Every admin page: @trpc/react-query's hooks (utils, invalidation) with the browser's one tRPC
 * client and the app's query cache, so they share keys and data with the public pages' calls;
 * and the admin's texts on top of the site's (the login page included).
 */
export function AdminTrpcScope() {
  return (
    <adminTrpc.Provider client={browserTrpcClient()} queryClient={useQueryClient()}>
      <AdminIntlProvider>
        <Outlet />
      </AdminIntlProvider>
    </adminTrpc.Provider>
  );
}
