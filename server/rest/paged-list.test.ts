import { describe, expect, it } from 'vitest';
import type { Paged } from '../../src/shared/paging.ts';
import { asksForPage, listPieces, pageLinks } from './paged-list.ts';

type Item = { id: number };
const items = (from: number, to: number): Item[] => Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }));

/** Pages of 3 over a table whose rows are read at the moment each page is asked for. */
function table(rows: Item[]) {
  const asked: number[] = [];
  const readPage = async (page: number): Promise<Paged<Item>> => {
    asked.push(page);
    return { items: rows.slice((page - 1) * 3, page * 3), total: rows.length, page, pageSize: 3 };
  };
  return { rows, asked, readPage };
}

async function text(pieces: AsyncGenerator<string>): Promise<string> {
  let all = '';
  for await (const piece of pieces) all += piece;
  return all;
}

describe('a whole list streamed page by page', () => {
  it('is one JSON array of every item, for any length', async () => {
    for (const length of [0, 1, 2, 3, 4, 6, 7]) {
      const { readPage } = table(items(1, length));
      expect(JSON.parse(await text(listPieces(await readPage(1), readPage)))).toEqual(items(1, length));
    }
  });

  it('reads a page only when the piece before has been taken', async () => {
    const { asked, readPage } = table(items(1, 10));
    const pieces = listPieces(await readPage(1), readPage);
    expect((await pieces.next()).value).toBe('[{"id":1},{"id":2},{"id":3}');
    expect(asked).toEqual([1]);
    expect((await pieces.next()).value).toBe(',{"id":4},{"id":5},{"id":6}');
    expect(asked).toEqual([1, 2]);
    await pieces.return(undefined);
    expect(asked).toEqual([1, 2]);
  });

  it('a row written at the top between two pages shifts the offsets: nothing is given twice', async () => {
    const source = table(items(1, 7));
    const pieces = listPieces(await source.readPage(1), source.readPage);
    let all = (await pieces.next()).value as string;
    // A newer row arrives first in the order before page 2 is read: row 3 moves onto page 2.
    source.rows.unshift({ id: 100 });
    for await (const piece of pieces) all += piece;
    expect((JSON.parse(all) as Item[]).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('paging on request', () => {
  it('is asked for by page or pageSize', () => {
    expect(asksForPage({})).toBe(false);
    expect(asksForPage({ status: 'new' })).toBe(false);
    expect(asksForPage({ page: '2' })).toBe(true);
    expect(asksForPage({ pageSize: '' })).toBe(true);
  });

  it('links first, prev, next and last on the public address, keeping the filters', () => {
    const page = (number: number, total = 250): Paged<unknown> => ({ items: [], total, page: number, pageSize: 100 });
    const url = '/api/admin/contacts?status=new&search=%C3%B6mer+i%C5%9F%C4%B1k&page=2&pageSize=100';
    const base = 'https://ajans.example/api/admin/contacts?status=new&search=%C3%B6mer+i%C5%9F%C4%B1k';
    expect(pageLinks('https://ajans.example', url, page(2))).toBe(
      [
        `<${base}&page=1&pageSize=100>; rel="first"`,
        `<${base}&page=1&pageSize=100>; rel="prev"`,
        `<${base}&page=3&pageSize=100>; rel="next"`,
        `<${base}&page=3&pageSize=100>; rel="last"`,
      ].join(', '),
    );
    expect(pageLinks('https://ajans.example', '/api/x?page=1', page(1))).not.toContain('rel="prev"');
    expect(pageLinks('https://ajans.example', '/api/x?page=3', page(3))).not.toContain('rel="next"');
    // Past the end prev leads back to the last page; an empty list still has its page 1.
    expect(pageLinks('https://ajans.example', '/api/x?page=9', page(9))).toContain('page=3&pageSize=100>; rel="prev"');
    expect(pageLinks('https://ajans.example', '/api/x', page(1, 0))).toBe(
      '<https://ajans.example/api/x?page=1&pageSize=100>; rel="first", <https://ajans.example/api/x?page=1&pageSize=100>; rel="last"',
    );
  });
});
