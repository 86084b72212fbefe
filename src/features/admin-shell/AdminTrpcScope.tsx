import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { trpc } from '../../app/trpc.ts';
import { browserTrpcClient } from '../../app/trpc-http-client.ts';

/**
 * Every admin page: @trpc/react-query's hooks (utils, invalidation) with the browser's one tRPC
 * client and the app's query cache, so they share keys and data with the public pages' calls.
 */
export function AdminTrpcScope() {
  return (
    <trpc.Provider client={browserTrpcClient()} queryClient={useQueryClient()}>
      <Outlet />
    </trpc.Provider>
  );
}
