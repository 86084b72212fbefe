import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../../server/trpc/app.router.ts';

/**
 * Typed tRPC hooks of the admin (utils, invalidation, ...); types come from the server through
 * `import type` only. Its provider is mounted by the /admin route (AdminTrpcScope) with the app's
 * one client and query cache. Public pages use the leaner src/app/public-trpc.tsx.
 */
export const adminTrpc = createTRPCReact<AppRouter>();
