import { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { adminTrpc } from '../admin/kit/admin-trpc.ts';
import { createTrpcLoaders, type TrpcCaller, trpcQueryKey } from './PublicTrpc.tsx';

describe('the public pages’ tRPC calls', () => {
  it('use the query keys of @trpc/react-query, so the admin’s invalidations reach them', () => {
    expect(trpcQueryKey('services.list', { language: 'ar' })).toEqual(
      getQueryKey(adminTrpc.services.list, { language: 'ar' }, 'query'),
    );
    expect(trpcQueryKey('settings.public', undefined)).toEqual(
      getQueryKey(adminTrpc.settings.public, undefined, 'query'),
    );
  });

  it('loaders call the procedure once and then read the cache', async () => {
    const calls: Array<[string, unknown]> = [];
    const caller: TrpcCaller = {
      query: async (path, input) => {
        calls.push([path, input]);
        return [{ slug: 'web-tasarim' }];
      },
      mutation: async () => undefined,
    };
    const queryClient = new QueryClient();
    const loaders = createTrpcLoaders(caller, queryClient);
    const first = await loaders.services.list.ensureData({ language: 'de' });
    await loaders.services.list.ensureData({ language: 'de' });
    expect(first).toEqual([{ slug: 'web-tasarim' }]);
    expect(calls).toEqual([['services.list', { language: 'de' }]]);
    expect(queryClient.getQueryData(trpcQueryKey('services.list', { language: 'de' }))).toEqual(first);
  });
});
