import { describe, expect, it } from 'vitest';
import { auditDetailOf, auditSubjectOf } from './audit-detail.ts';

describe('what the activity log keeps of a save', () => {
  it('names the item by its Turkish title, its slug, or a text key with its language', () => {
    expect(auditSubjectOf({ slug: 'seo', texts: { tr: { title: 'SEO Hizmeti' } } })).toBe('SEO Hizmeti');
    expect(auditSubjectOf({ slug: 'seo', texts: { tr: { title: ' ' } } })).toBe('seo');
    expect(auditSubjectOf({ key: 'home.hero.title', language: 'ar', value: 'x' })).toBe('home.hero.title (ar)');
    expect(auditSubjectOf({ site_name: 'Ajans' })).toBeNull();
  });

  it('keeps at most 12 changes with long values cut', () => {
    const changes = Array.from({ length: 20 }, (_, index) => ({
      field: `f${index}`,
      before: 'a'.repeat(1000),
      after: { list: 'b'.repeat(1000) },
    }));
    const detail = auditDetailOf({ changes, after: {} });
    expect(detail.changes).toHaveLength(12);
    expect(String(detail.changes?.[0].before)).toHaveLength(301);
    expect(String(detail.changes?.[0].after)).toHaveLength(301);
    expect(auditDetailOf({ changes: [{ field: 'x', before: 1, after: [2] }], after: {} }).changes).toEqual([
      { field: 'x', before: 1, after: [2] },
    ]);
  });
});
