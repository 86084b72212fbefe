import { describe, expect, it } from 'vitest';
import {
  foldForSearch,
  listInputSchema,
  PAGE_SIZE_MAX,
  pageCount,
  pagedSchema,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  searchSchema,
} from './paging.ts';

describe('search folding', () => {
  it('has one plain letter for each folded one', () => {
    expect([...SEARCH_FOLD_FROM]).toHaveLength([...SEARCH_FOLD_TO].length);
    expect(SEARCH_FOLD_TO).toMatch(/^[a-z]+$/);
  });

  it.each([
    ['ŞİŞLİ Çağrı INFO', 'sisli cagri info'],
    ['Ömer Işık', 'omer isik'],
    ['IŞIK ve ılık', 'isik ve ilik'],
    ['İSTANBUL', 'istanbul'],
    ['Güvenilir Ortağınız', 'guvenilir ortaginiz'],
    ['Café Müller', 'cafe muller'],
    ['HERO.TITLE', 'hero.title'],
    // Decomposed letters (o + combining diaeresis) are composed first.
    ['O\u0308zel', 'ozel'],
    ['Привет', 'привет'],
    ['مرحبا', 'مرحبا'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});

describe('list input', () => {
  const schema = listInputSchema({ search: searchSchema });

  it('defaults to the first page of 50, also with no input at all', () => {
    expect(schema.parse(undefined)).toEqual({ page: 1, pageSize: 50 });
    expect(schema.parse({ page: 3 })).toEqual({ page: 3, pageSize: 50 });
  });

  it('takes at most 200 per page and whole positive numbers only', () => {
    expect(schema.parse({ pageSize: PAGE_SIZE_MAX }).pageSize).toBe(200);
    for (const input of [{ pageSize: 201 }, { page: 0 }, { page: 1.5 }, { page: '2' }, { other: 1 }]) {
      expect(schema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });

  it('a blank search is no search; a long one is refused', () => {
    expect(schema.parse({ search: '   ' }).search).toBeUndefined();
    expect(schema.parse({ search: ' ayşe ' }).search).toBe('ayşe');
    expect(schema.safeParse({ search: 'a'.repeat(201) }).success).toBe(false);
  });

  it('counts pages (an empty list has one)', () => {
    expect([pageCount(0, 50), pageCount(50, 50), pageCount(51, 50), pageCount(1200, 200)]).toEqual([1, 1, 2, 6]);
  });

  it('answers items with the total, page and page size', () => {
    const paged = pagedSchema(searchSchema);
    expect(paged.safeParse({ items: ['a'], total: 1, page: 1, pageSize: 50 }).success).toBe(true);
    expect(paged.safeParse({ items: [], total: -1, page: 1, pageSize: 50 }).success).toBe(false);
  });
});
