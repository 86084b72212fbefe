import type { ContentEntryOutput } from '../../shared/admin-content.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { PAGE_SIZE_MAX, pageCount } from '../../shared/paging.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';

/**
 * Every entry of the five languages, for the editor that shows them side by side and searches
 * them on the client. Read through the paged admin list (at most 200 a page): the first page of
 * each language tells its total, the other pages follow (about 320 keys: 10 calls, batched by
 * the tRPC link). They are ordinary tRPC queries, so a write's refresh reloads them.
 */
export function useAllContent() {
  const input = (language: (typeof LANGUAGES)[number], page: number) => ({ language, page, pageSize: PAGE_SIZE_MAX });
  const firstPages = adminTrpc.useQueries((t) => LANGUAGES.map((language) => t.content.admin.list(input(language, 1))));
  const laterPages = adminTrpc.useQueries((t) =>
    LANGUAGES.flatMap((language, index) => {
      const total = firstPages[index]?.data?.total ?? 0;
      const pages = pageCount(total, PAGE_SIZE_MAX);
      return Array.from({ length: pages - 1 }, (_, offset) => t.content.admin.list(input(language, offset + 2)));
    }),
  );
  const all = [...firstPages, ...laterPages];
  const error = all.find((query) => query.error)?.error ?? null;
  const ready = all.every((query) => query.data !== undefined);
  const entries: ContentEntryOutput[] | undefined = ready ? all.flatMap((query) => query.data?.items ?? []) : undefined;
  return {
    entries,
    /** Changes whenever any page was (re)loaded: a memo key for what is derived from entries. */
    version: all.map((query) => query.dataUpdatedAt).join(','),
    error,
    isPending: !ready && !error,
    refetch: () => Promise.all(all.map((query) => query.refetch())),
  };
}
