import { describe, expect, it } from 'vitest';
import { pageOf, withoutTotals } from './paging.ts';

/** A query builder's paging surface over 450 rows, recording what was asked. */
function rows450() {
  const asked: string[] = [];
  const all = Array.from({ length: 450 }, (_, i) => i + 1);
  return {
    asked,
    query: {
      limit: (limit = 0, offset = 0) => ({
        getResultAndCount: async (): Promise<[number[], number]> => {
          asked.push(`rows+count ${offset}`);
          return [all.slice(offset, offset + limit), all.length];
        },
        getResultList: async () => {
          asked.push(`rows ${offset}`);
          return all.slice(offset, offset + limit);
        },
      }),
    },
  };
}

describe('pageOf', () => {
  it('reads one page and counts every row', async () => {
    const { asked, query } = rows450();
    expect(await pageOf(query, { page: 2, pageSize: 200 }, (n) => `#${n}`)).toMatchObject({
      total: 450,
      page: 2,
      pageSize: 200,
      items: expect.arrayContaining(['#201', '#400']),
    });
    expect(asked).toEqual(['rows+count 200']);
  });

  it('inside withoutTotals it does not count: the total is the rows up to the end of the page', async () => {
    const { asked, query } = rows450();
    const page = await withoutTotals(() => pageOf(query, { page: 3, pageSize: 200 }, (n) => n));
    expect(page).toEqual({ items: Array.from({ length: 50 }, (_, i) => 401 + i), total: 450, page: 3, pageSize: 200 });
    const second = await withoutTotals(() => pageOf(query, { page: 2, pageSize: 200 }, (n) => n));
    expect(second.total).toBe(400);
    expect(asked).toEqual(['rows 400', 'rows 200']);
    // Outside it counts again.
    await pageOf(query, { page: 1, pageSize: 200 }, (n) => n);
    expect(asked.at(-1)).toBe('rows+count 0');
  });
});
