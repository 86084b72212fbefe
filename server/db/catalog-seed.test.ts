import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, query } from '../test/harness.ts';
import { contentSeedRows } from './seed/content.seed.ts';
import { applyContentSeed, seedDatabase } from './seed/index.ts';

let orm: MikroORM;
const count = async (table: string) =>
  Number((await query<{ n: string }>(orm, `select count(*) as n from ${table}`))[0].n);

beforeAll(async () => {
  orm = await createTestDatabase();
  await seedDatabase(orm.em.fork());
});
afterAll(async () => {
  await orm?.close(true);
});

describe('catalog and content seed', () => {
  it('seeds the nine services, the projects and the four packages in five languages', async () => {
    expect(await count('services')).toBe(9);
    expect(await count('service_contents')).toBe(45);
    expect(await count('projects')).toBeGreaterThanOrEqual(6);
    expect(await count('pricing_packages')).toBe(4);
    expect(await count('pricing_contents')).toBe(20);
    expect(await count('content_entries')).toBe(contentSeedRows().length);
  });

  it('does not bring back what an admin deleted, nor duplicate anything, at the next start', async () => {
    await query(orm, "delete from services where slug = 'vr-ar-cozumleri'");
    await query(orm, "delete from content_entries where key = 'nav.home' and language = 'en'");
    await seedDatabase(orm.em.fork());
    expect(await count('services')).toBe(8);
    expect(await count('content_entries')).toBe(contentSeedRows().length - 1);
  });

  it('new built-in wording replaces texts no admin wrote, never the ones an admin wrote', async () => {
    await query(
      orm,
      "update content_entries set value = 'Admin wrote this', is_custom = true where key = 'nav.about' and language = 'en'",
    );
    await applyContentSeed(orm.em.fork(), [
      { key: 'nav.about', language: 'en', value: 'About (new wording)' },
      { key: 'nav.contact', language: 'en', value: 'Contact (new wording)' },
      { key: 'brands.brandNew', language: 'en', value: 'A new key' },
    ]);
    const rows = await query<{ key: string; value: string }>(
      orm,
      "select key, value from content_entries where language = 'en' and key in ('nav.about', 'nav.contact', 'brands.brandNew') order by key",
    );
    expect(rows).toEqual([
      { key: 'brands.brandNew', value: 'A new key' },
      { key: 'nav.about', value: 'Admin wrote this' },
      { key: 'nav.contact', value: 'Contact (new wording)' },
    ]);
  });
});
