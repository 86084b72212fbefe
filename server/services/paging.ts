import {
  foldForSearch,
  type Paged,
  type PageQuery,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
} from '../../src/shared/paging.ts';

/** One page of a query builder's rows (and the count of all its rows), mapped to output objects. */
export async function pageOf<Row, Item>(
  query: {
    limit(limit?: number, offset?: number): { getResultAndCount(): Promise<[Row[], number]> };
  },
  { page, pageSize }: PageQuery,
  toItem: (row: Row) => Item,
): Promise<Paged<Item>> {
  const [rows, total] = await query.limit(pageSize, (page - 1) * pageSize).getResultAndCount();
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
