import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink, type TRPCLink } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/app.router.ts';

/** Typed tRPC hooks; types come from the server through `import type` only. */
export const trpc = createTRPCReact<AppRouter>();

/** The browser's client: batched HTTP to /trpc. On the server, a local link (no HTTP). */
export function createTrpcClient(link: TRPCLink<AppRouter> = httpBatchLink({ url: '/trpc', maxItems: 10 })) {
  return trpc.createClient({ links: [link] });
}
export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** ensureData & co. for route loaders, with the same query keys as the hooks. */
export function createTrpcUtils(client: TrpcClient, queryClient: QueryClient) {
  return createTRPCQueryUtils({ client, queryClient });
}
export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
