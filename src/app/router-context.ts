import type { Language } from '../shared/languages.ts';
import type { TrpcLoaders } from './PublicTrpc.tsx';

/** What every route's loader gets: tRPC query helpers (same keys as the hooks) and the language. */
export type RouterContext = { trpc: TrpcLoaders; language: () => Language };
