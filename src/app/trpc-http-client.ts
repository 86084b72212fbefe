import { createTRPCClient, getUntypedClient, httpBatchLink, type TRPCClient, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/app.router.ts';

/**
 * tRPC's client: batched HTTP to /trpc in the browser, a local link (no HTTP) on the server.
 * Public pages load this module with their first call (src/app/public-trpc.tsx), the admin with
 * its code.
 */
export function createTrpcClient(
  link: TRPCLink<AppRouter> = httpBatchLink({ url: '/trpc', maxItems: 10 }),
): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** Untyped procedure calls (the typing is the hooks'): tRPC's client, direct or loaded on first use. */
export type TrpcCaller = {
  query: (path: string, input: unknown) => Promise<unknown>;
  mutation: (path: string, input: unknown) => Promise<unknown>;
};

/** The untyped calls the public hooks make, through a client. */
export function callerOf(client: TRPCClient<AppRouter>): TrpcCaller {
  const untyped = getUntypedClient(client);
  return {
    query: (path, input) => untyped.query(path, input),
    mutation: (path, input) => untyped.mutation(path, input),
  };
}

let browserClient: TRPCClient<AppRouter> | undefined;

/** The browser's one HTTP client, shared by the public calls and the admin's hooks. */
export function browserTrpcClient(): TRPCClient<AppRouter> {
  browserClient ??= createTrpcClient();
  return browserClient;
}
