import {
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { AnyTRPCProcedure, inferProcedureInput, inferProcedureOutput, TRPCRouterRecord } from '@trpc/server';
import { createContext, type ReactNode, useContext } from 'react';
import type { AppRouter } from '../../server/trpc/app.router.ts';

/**
 * The public pages' typed tRPC calls, on TanStack Query.
 *
 * A server-rendered page arrives with its data, so neither `@trpc/react-query` (hooks the public
 * pages never use: infinite and suspense queries, utils, subscriptions) nor `@trpc/client` is
 * part of its first-load JavaScript (~10 KiB gzip together): the client loads with the first
 * call (a navigation, a form), and the admin brings both (src/app/trpc.ts, AdminTrpcScope). The
 * calls read like tRPC's hooks (`trpc.services.list.useQuery(input)`) and use their exact query
 * keys (`[['services', 'list'], { input, type: 'query' }]`), so the route loaders, the server's
 * dehydrated state and the admin's invalidations all meet in one cache.
 */
import type { TrpcCaller } from './trpc-http-client.ts';

type TrpcError = TRPCClientErrorLike<AppRouter>;

export type { TrpcCaller };

/** The browser's caller: tRPC's HTTP client is imported with the first call. */
export function lazyHttpCaller(): TrpcCaller {
  let caller: Promise<TrpcCaller> | undefined;
  const load = () => {
    caller ??= import('./trpc-http-client.ts').then((module) => module.callerOf(module.browserTrpcClient()));
    return caller;
  };
  return {
    query: async (path, input) => (await load()).query(path, input),
    mutation: async (path, input) => (await load()).mutation(path, input),
  };
}

const CallerContext = createContext<TrpcCaller | null>(null);

export function TrpcCallerProvider({ caller, children }: { caller: TrpcCaller; children: ReactNode }) {
  return <CallerContext.Provider value={caller}>{children}</CallerContext.Provider>;
}

function useTrpcCaller(): TrpcCaller {
  const caller = useContext(CallerContext);
  if (!caller) throw new Error('trpc call outside TrpcCallerProvider');
  return caller;
}

/** tRPC's query key of a procedure call (getQueryKeyInternal of @trpc/react-query, type 'query'). */
export function trpcQueryKey(path: string, input: unknown): readonly unknown[] {
  return [path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }];
}

type QueryOptions<TOutput> = Omit<UseQueryOptions<TOutput, TrpcError>, 'queryKey' | 'queryFn'>;
type MutationOptions<TInput, TOutput> = Omit<UseMutationOptions<TOutput, TrpcError, TInput>, 'mutationFn'>;

type QueryCalls<TInput, TOutput> = {
  useQuery: (input: TInput, options?: QueryOptions<TOutput>) => UseQueryResult<TOutput, TrpcError>;
};
type MutationCalls<TInput, TOutput> = {
  useMutation: (options?: MutationOptions<TInput, TOutput>) => UseMutationResult<TOutput, TrpcError, TInput>;
};
type LoaderCalls<TInput, TOutput> = { ensureData: (input: TInput) => Promise<TOutput> };

type ProcedureCalls<P extends AnyTRPCProcedure, Query, Mutation> = P['_def']['type'] extends 'query'
  ? Query
  : P['_def']['type'] extends 'mutation'
    ? Mutation
    : never;

type HookTree<R extends TRPCRouterRecord> = {
  [K in keyof R]: R[K] extends AnyTRPCProcedure
    ? ProcedureCalls<
        R[K],
        QueryCalls<inferProcedureInput<R[K]>, inferProcedureOutput<R[K]>>,
        MutationCalls<inferProcedureInput<R[K]>, inferProcedureOutput<R[K]>>
      >
    : R[K] extends TRPCRouterRecord
      ? HookTree<R[K]>
      : never;
};
type LoaderTree<R extends TRPCRouterRecord> = {
  [K in keyof R]: R[K] extends AnyTRPCProcedure
    ? ProcedureCalls<R[K], LoaderCalls<inferProcedureInput<R[K]>, inferProcedureOutput<R[K]>>, never>
    : R[K] extends TRPCRouterRecord
      ? LoaderTree<R[K]>
      : never;
};
type Procedures = AppRouter['_def']['record'];

/** `proxy.a.b.method(...args)` → `call('a.b', 'method', args)`. */
function pathProxy(call: (path: string, method: string, args: unknown[]) => unknown, path: string[] = []): unknown {
  return new Proxy(() => undefined, {
    get: (_target, key) => (typeof key === 'string' ? pathProxy(call, [...path, key]) : undefined),
    apply: (_target, _this, args) => call(path.slice(0, -1).join('.'), path[path.length - 1], args),
  });
}

function useProcedureQuery(path: string, [input, options]: [unknown, QueryOptions<unknown> | undefined]) {
  const caller = useTrpcCaller();
  return useQuery({ ...options, queryKey: trpcQueryKey(path, input), queryFn: () => caller.query(path, input) });
}

function useProcedureMutation(path: string, [options]: [MutationOptions<unknown, unknown> | undefined]) {
  const caller = useTrpcCaller();
  return useMutation({ ...options, mutationFn: (input: unknown) => caller.mutation(path, input) });
}

/** One hook call through the proxy: each call site always calls the same hook. */
const procedureHooks: Record<string, (path: string, args: never) => unknown> = {
  useQuery: useProcedureQuery,
  useMutation: useProcedureMutation,
};

function callProcedureHook(path: string, method: string, args: unknown[]): unknown {
  const hook = procedureHooks[method];
  if (!hook) throw new Error(`trpc.${path}.${method} is not a public call`);
  return hook(path, args as never);
}

/** Typed hooks of the public pages: `trpc.<router>.<procedure>.useQuery(input)` / `.useMutation()`. */
export const trpc = pathProxy(callProcedureHook) as HookTree<Procedures>;

/** `ensureData` for the route loaders: the same keys and fetch as the hooks. */
export function createTrpcLoaders(caller: TrpcCaller, queryClient: QueryClient) {
  return pathProxy((path, method, [input]) => {
    if (method !== 'ensureData') throw new Error(`trpc.${path}.${method} is not a loader call`);
    return queryClient.ensureQueryData({
      queryKey: trpcQueryKey(path, input),
      queryFn: () => caller.query(path, input),
    });
  }) as LoaderTree<Procedures>;
}
export type TrpcLoaders = ReturnType<typeof createTrpcLoaders>;
