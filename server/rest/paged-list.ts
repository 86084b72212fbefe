import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { PAGE_SIZE_MAX, type Paged, pageCount } from '../../src/shared/paging.ts';
import { pickEncoding } from '../http/precompressed.ts';
import { sendRevalidatedJson } from './conditional-get.ts';

/**
 * The spec's plain lists on REST (spec 001 section 7: GET /api/admin/contacts answers a list)
 * from procedures that answer pages (`{ items, total, page, pageSize }`, which tRPC and the
 * admin keep). The mirror calls the same procedure; this module only shapes the answer.
 */

/** Rows read per procedure call while a whole list is streamed: the largest page a procedure allows. */
export const LIST_BATCH_SIZE = PAGE_SIZE_MAX;

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** `page` or `pageSize` in the query: the caller pages the list itself. */
export function asksForPage(query: Record<string, unknown>): boolean {
  return Object.hasOwn(query, 'page') || Object.hasOwn(query, 'pageSize');
}

/**
 * RFC 8288 links of a page: first, prev, next and last, absolute on PUBLIC_URL (never the Host
 * header, which a client chooses), keeping the caller's other query parameters (the filters).
 */
export function pageLinks(publicUrl: string, originalUrl: string, page: Paged<unknown>): string {
  const [pathname, search = ''] = originalUrl.split('?', 2);
  const last = pageCount(page.total, page.pageSize);
  const url = (number: number) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    params.delete('pageSize');
    params.set('page', String(number));
    params.set('pageSize', String(page.pageSize));
    return `<${publicUrl}${pathname}?${params}>`;
  };
  const links = [`${url(1)}; rel="first"`];
  // Past the end, prev leads back to the last page.
  if (page.page > 1) links.push(`${url(Math.min(page.page - 1, last))}; rel="prev"`);
  if (page.page < last) links.push(`${url(page.page + 1)}; rel="next"`);
  links.push(`${url(last)}; rel="last"`);
  return links.join(', ');
}

/**
 * One page asked for with `page`/`pageSize`: its items as the list, the total and the links in
 * headers. `revalidated`: with an ETag of the items and the total (If-None-Match → 304).
 */
export function sendPage(
  req: Request,
  res: Response,
  publicUrl: string,
  page: Paged<unknown>,
  revalidated = false,
): void {
  res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
  res.setHeader('Link', pageLinks(publicUrl, req.originalUrl, page));
  if (revalidated) sendRevalidatedJson(req, res, 200, page.items, String(page.total));
  else res.status(200).json(page.items);
}

const idOf = (item: unknown) => {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
};

/**
 * The whole list as JSON text pieces, one page per piece, each page read only when the one
 * before has been consumed. Pages are offsets: a row written meanwhile shifts the next page by
 * one, so an item the page before already gave (same id) is not given again.
 */
export async function* listPieces(
  first: Paged<unknown>,
  readPage: (page: number) => Promise<Paged<unknown>>,
): AsyncGenerator<string> {
  let page = first;
  let opened = false;
  let seen = new Set<number | string>();
  for (;;) {
    const fresh = page.items.filter((item) => {
      const id = idOf(item);
      return id === undefined || !seen.has(id);
    });
    if (fresh.length > 0) {
      yield `${opened ? ',' : '['}${JSON.stringify(fresh).slice(1, -1)}`;
      opened = true;
    }
    if (page.items.length < page.pageSize) break;
    seen = new Set(page.items.map(idOf).filter((id) => id !== undefined));
    page = await readPage(page.page + 1);
  }
  yield opened ? ']' : '[]';
}

function compressorFor(req: Request): { encoding: string; stream: Transform } | undefined {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (encoding === 'br') {
    return {
      encoding,
      stream: zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }
  if (encoding === 'gzip') return { encoding, stream: zlib.createGzip({ level: 6 }) };
  return undefined;
}

/**
 * Streams a whole list as one JSON array, like the CSV export: a page is read only when the
 * client has taken the one before (pipeline), so memory holds one page whatever the table's
 * size. Compressed here, piece by piece, when the client accepts it (the JSON compression
 * middleware would hold the whole body). X-Total-Count is the total when the answer started.
 * A failure midway cuts the connection, so a truncated array never looks complete.
 */
export async function streamList(
  req: Request,
  res: Response,
  first: Paged<unknown>,
  readPage: (page: number) => Promise<Paged<unknown>>,
): Promise<void> {
  res.setHeader(TOTAL_COUNT_HEADER, String(first.total));
  res.status(200).type('application/json; charset=utf-8');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const compressor = compressorFor(req);
  if (compressor) res.setHeader('Content-Encoding', compressor.encoding);
  // One piece read ahead at most (Readable.from would otherwise buffer 16).
  const source = Readable.from(listPieces(first, readPage), { highWaterMark: 1 });
  const done = compressor ? pipeline(source, compressor.stream, res) : pipeline(source, res);
  await done.catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
}
