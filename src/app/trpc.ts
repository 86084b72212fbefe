import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/app.router.ts';

/** Typed tRPC hooks; types come from the server through `import type` only. */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: '/trpc', maxItems: 10 })],
  });
}
