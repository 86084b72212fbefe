import fs from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEFAULT_WORKING_HOURS } from '../../src/shared/working-hours.ts';
import { serializeWorkingHours } from '../../src/shared/working-hours-schema.ts';
import { createTestDatabase, query } from '../test/harness.ts';
import { seedDatabase } from './seed/index.ts';

type Row = { key: string; value: string };

let orm: MikroORM;
let uploadDir: string;

beforeEach(async () => {
  orm = await createTestDatabase();
  uploadDir = path.join(await fs.mkdtemp(path.join(inject('testTmpDir'), 'seed-')), 'uploads');
});

afterEach(async () => {
  await orm?.close(true);
  await fs.rm(path.dirname(uploadDir), { recursive: true, force: true });
});

const settings = async () =>
  Object.fromEntries(
    (await query<Row>(orm, 'select key, value from settings order by key')).map((row) => [row.key, row.value]),
  );
const seed = () => seedDatabase(orm.em.fork());

describe('seeding the working hours', () => {
  it('a fresh database gets the structure and the two sentences derived from it', async () => {
    await seed();
    const stored = await settings();
    expect(JSON.parse(stored.working_hours)).toEqual(DEFAULT_WORKING_HOURS);
    expect(stored.working_hours_weekday).toBe('Pazartesi - Cuma: 09:00 - 18:00');
    expect(stored.working_hours_weekend).toBe('Cumartesi: 10:00 - 14:00, Pazar: Kapalı');
  });

  it('an older install’s sentences become the structure; sentences it cannot read are kept and shown', async () => {
    await query(
      orm,
      "insert into settings (key, value, updated_at) values ('working_hours_weekday', 'Pazartesi - Cuma: 08:30 - 17:30', now()), ('working_hours_weekend', 'Cumartesi - Pazar: Kapalı', now())",
    );
    await seed();
    let stored = await settings();
    expect(JSON.parse(stored.working_hours)).toEqual({
      ...Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => [
          day,
          [{ start: '08:30', end: '17:30' }],
        ]),
      ),
      saturday: [],
      sunday: [],
    });
    // The admin's sentences stay as they were.
    expect(stored.working_hours_weekday).toBe('Pazartesi - Cuma: 08:30 - 17:30');

    await query(orm, "delete from settings where key = 'working_hours'");
    await query(orm, "update settings set value = 'Hafta içi randevuyla' where key = 'working_hours_weekday'");
    await seed();
    stored = await settings();
    expect(stored.working_hours).toBe('');
    expect(stored.working_hours_weekday).toBe('Hafta içi randevuyla');
  });

  it('never replaces hours an admin saved', async () => {
    const custom = serializeWorkingHours({ ...DEFAULT_WORKING_HOURS, saturday: [] });
    await seed();
    await query(orm, "update settings set value = ? where key = 'working_hours'", [custom]);
    await seed();
    expect((await settings()).working_hours).toBe(custom);
  });
});
