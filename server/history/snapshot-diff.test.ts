import { describe, expect, it } from 'vitest';
import { changesBetween } from './snapshot-diff.ts';

describe('changes between two states of an item', () => {
  it('names each changed leaf by its dotted path, lists as one field', () => {
    const before = { slug: 'web', texts: { tr: { title: 'Web', features: ['a'] }, en: { title: 'Web' } } };
    const after = { slug: 'web', texts: { tr: { title: 'Web Tasarım', features: ['a', 'b'] }, en: { title: 'Web' } } };
    expect(changesBetween(before, after)).toEqual([
      { field: 'texts.tr.title', before: 'Web', after: 'Web Tasarım' },
      { field: 'texts.tr.features', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('a new language and a removed field read as null on the other side', () => {
    expect(
      changesBetween(
        { texts: { tr: { title: 'A' } }, old: 'x' },
        { texts: { tr: { title: 'A' }, de: { title: 'B' } } },
      ),
    ).toEqual([
      { field: 'texts.de.title', before: null, after: 'B' },
      { field: 'old', before: 'x', after: null },
    ]);
  });

  it('nothing changed is no change, and a first state lists every field', () => {
    expect(changesBetween({ a: 1, b: { c: true } }, { a: 1, b: { c: true } })).toEqual([]);
    expect(changesBetween(null, { a: 1 })).toEqual([{ field: 'a', before: null, after: 1 }]);
  });
});
