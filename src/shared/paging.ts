import { z } from 'zod';

/**
 * Paged admin lists (messages, subscribers, media, content): no call makes the server load a
 * whole table. tRPC takes `page` and `pageSize` as numbers and answers a page object; REST
 * takes them as query parameters written in digits (server/rest/routes.ts turns them into
 * numbers) and answers the spec's plain list: that page's items (X-Total-Count, Link), or
 * without them the whole list streamed page by page (server/rest/paged-list.ts).
 */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
/** A page far beyond any table of this site; it keeps the offset a safe integer. */
export const PAGE_MAX = 1_000_000;

export const pageQuerySchema = z.object({
  /** 1-based; a page past the end answers no items (and the total). */
  page: z.number().int().min(1).max(PAGE_MAX).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/**
 * A list's input: paging plus its filters. Strict (an unknown field is refused), and optional
 * as a whole on tRPC: no input means the first page of 50.
 */
export function listInputSchema<Filters extends z.ZodRawShape>(filters: Filters) {
  const schema = pageQuerySchema.extend(filters).strict();
  // {} is parsed like any input: a required filter (content's language) still has to be given.
  return schema.prefault({} as z.input<typeof schema>);
}

/** The answer of a paged list: one page of items and the count of all matching rows. */
export function pagedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The count of pages for a total (at least 1, so an empty list still has its page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

// ── Search ───────────────────────────────────────────────────────────────────────────────

export const SEARCH_MAX = 200;

/** A free-text filter: trimmed; empty means no filter. */
export const searchSchema = z
  .string()
  .trim()
  .max(SEARCH_MAX)
  .transform((text) => text || undefined)
  .optional();

/**
 * Letters a search treats as their plain Latin form, so that "omer isik" finds "Ömer Işık" and
 * "sirket" finds "ŞİRKET". The server folds the stored text with SQL's translate() and lower()
 * and the searched text with foldForSearch(), both from these two strings (same length, one
 * letter each).
 */
export const SEARCH_FOLD_FROM = 'ÇçĞğİıÖöŞşÜüÂâÎîÛûÀàÁáÄäÃãÅåÈèÉéÊêËëÌìÍíÏïÒòÓóÔôÕõÙùÚúÑñÝýÿ';
export const SEARCH_FOLD_TO = 'ccggiioossuuaaiiuuaaaaaaaaaaeeeeeeeeiiiiiioooooooouuuunnyyy';

const FOLD = new Map([...SEARCH_FOLD_FROM].map((letter, index) => [letter, SEARCH_FOLD_TO[index]]));

/** The searched text as the server compares it: folded letters, then lower case. */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const letter of text.normalize('NFC')) folded += FOLD.get(letter) ?? letter;
  return folded.toLowerCase();
}
