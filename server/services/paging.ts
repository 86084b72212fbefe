import { AsyncLocalStorage } from 'node:async_hooks';
import {
  foldForSearch,
  type Paged,
  type PageQuery,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
} from '../../src/shared/paging.ts';

const totalsSkipped = new AsyncLocalStorage<true>();

/**
 * Runs `read` with pageOf() not counting the rows, for a caller that already has the total: the
 * REST mirror streaming a whole list has it from page 1, and the count is most of a page's
 * cost (a scan of every matching row: about 200 of 230 ms per page at 100,000 messages). Inside,
 * a page's `total` is only what is known without counting: the rows up to the end of the page.
 */
export function withoutTotals<T>(read: () => Promise<T>): Promise<T> {
  return totalsSkipped.run(true, read);
}

/** One page of a query builder's rows (and the count of all its rows), mapped to output objects. */
export async function pageOf<Row, Item>(
  query: {
    limit(
      limit?: number,
      offset?: number,
    ): { getResultAndCount(): Promise<[Row[], number]>; getResultList(): Promise<Row[]> };
  },
  { page, pageSize }: PageQuery,
  toItem: (row: Row) => Item,
): Promise<Paged<Item>> {
  const offset = (page - 1) * pageSize;
  if (totalsSkipped.getStore()) {
    const rows = await query.limit(pageSize, offset).getResultList();
    return { items: rows.map(toItem), total: offset + rows.length, page, pageSize };
  }
  const [rows, total] = await query.limit(pageSize, offset).getResultAndCount();
  return { items: rows.map(toItem), total, page, pageSize };
}

/** `%`, `_` and `\` written literally inside a LIKE pattern (backslash is the escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A SQL condition for a query builder: the columns' text, folded as foldForSearch() folds the
 * search (Turkish and accented letters to plain ones, then lower case), contains the search.
 * Column names are ours, never the caller's; the search is a parameter.
 */
export function foldedContains(columns: readonly string[], search: string): [sql: string, params: unknown[]] {
  const text = columns.length === 1 ? columns[0] : `concat_ws(chr(10), ${columns.join(', ')})`;
  return [
    `lower(translate(${text}, ?, ?)) like ? escape '\\'`,
    [SEARCH_FOLD_FROM, SEARCH_FOLD_TO, `%${escapeLike(foldForSearch(search))}%`],
  ];
}
