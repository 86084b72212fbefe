import { QueryClient } from '@tanstack/react-query';

/**
 * Defaults of spec 001 section 7: no retries, no refetch on focus or interval, data never
 * stale by default, unused cache dropped after 5 minutes.
 */
export function createQueryClient(options: { gcTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: options.gcTime ?? 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}

/** Cache times named by the spec. */
export const USER_STALE_MS = 300_000;
export const SETTINGS_STALE_MS = 600_000;
export const CONTENT_STALE_MS = 300_000;
