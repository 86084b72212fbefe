import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SETTING_KEYS, SETTING_KEYS } from '../../src/shared/settings.ts';
import { getPublicSettings } from '../services/settings.service.ts';
import { createTestDatabase, query } from '../test/harness.ts';
import { Setting } from './entities/index.ts';
import { seedDatabase } from './seed/index.ts';
import { SETTING_DEFAULTS } from './seed/settings.seed.ts';

type SettingRow = { key: string; value: string; updated_at: Date };

describe('seedDatabase', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await createTestDatabase();
  });

  afterAll(async () => {
    await orm?.close(true);
  });

  const rows = () => query<SettingRow>(orm, 'select key, value, updated_at from settings order by key');

  it('starts from an empty, migrated database', async () => {
    expect(await rows()).toEqual([]);
    const tables = await query<{ table_name: string }>(
      orm,
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['mikro_orm_migrations', 'sessions', 'settings', 'users']),
    );
  });

  it('has a default for every settings key, and no other', () => {
    expect(Object.keys(SETTING_DEFAULTS).sort()).toEqual([...SETTING_KEYS].sort());
  });

  it('inserts every settings key with its default', async () => {
    await seedDatabase(orm.em.fork());
    const seeded = await rows();
    expect(seeded.map((r) => r.key)).toEqual([...SETTING_KEYS].sort());
    for (const row of seeded) expect(row.value).toBe(SETTING_DEFAULTS[row.key as keyof typeof SETTING_DEFAULTS]);
  });

  it('is idempotent', async () => {
    const before = await rows();
    await seedDatabase(orm.em.fork());
    await seedDatabase(orm.em.fork());
    expect(await rows()).toEqual(before);
  });

  it('never overwrites a value an admin changed, and restores a missing key', async () => {
    const em = orm.em.fork();
    const setting = await em.findOneOrFail(Setting, { key: 'site_name' });
    setting.value = 'Yeni Ajans Adı';
    await em.flush();
    await query(orm, "delete from settings where key = 'theme_primary_color'");

    await seedDatabase(orm.em.fork());

    const byKey = Object.fromEntries((await rows()).map((r) => [r.key, r.value]));
    expect(byKey.site_name).toBe('Yeni Ajans Adı');
    expect(byKey.theme_primary_color).toBe(SETTING_DEFAULTS.theme_primary_color);
    expect(Object.keys(byKey)).toHaveLength(SETTING_KEYS.length);
  });

  it('getPublicSettings returns every public key and never contact_email', async () => {
    const settings = await getPublicSettings(orm.em.fork());
    expect(Object.keys(settings).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    expect(settings).not.toHaveProperty('contact_email');
    expect(settings.site_name).toBe('Yeni Ajans Adı');
  });
});
