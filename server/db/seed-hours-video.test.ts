import fs from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEFAULT_WORKING_HOURS } from '../../src/shared/working-hours.ts';
import { serializeWorkingHours } from '../../src/shared/working-hours-schema.ts';
import { createTestDatabase, query } from '../test/harness.ts';
import { seedDatabase } from './seed/index.ts';
import { SEED_MEDIA_DIR } from './seed/media.seed.ts';

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
const media = () =>
  query<{ url: string; stored_name: string; mime_type: string; size: number; original_name: string }>(
    orm,
    'select url, stored_name, mime_type, size, original_name from media_files order by id',
  );
const seed = () => seedDatabase(orm.em.fork(), { uploadDir });
/** Runs the seed over the settings an earlier install stored (`stored`), and reads the settings back. */
async function seedOver(stored: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(stored)) {
    await query(orm, 'insert into settings (key, value, updated_at) values (?, ?, now())', [key, value]);
  }
  await seed();
  return settings();
}

describe('seeding the working hours', () => {
  it('a fresh database gets the structure and the two sentences derived from it', async () => {
    const stored = await seedOver();
    expect(JSON.parse(stored.working_hours)).toEqual(DEFAULT_WORKING_HOURS);
    expect(stored.working_hours_weekday).toBe('Pazartesi - Cuma: 09:00 - 18:00');
    expect(stored.working_hours_weekend).toBe('Cumartesi: 10:00 - 14:00, Pazar: Kapalı');
  });

  it('an older install’s sentences become the structure; sentences it cannot read are kept and shown', async () => {
    let stored = await seedOver({
      working_hours_weekday: 'Pazartesi - Cuma: 08:30 - 17:30',
      working_hours_weekend: 'Cumartesi - Pazar: Kapalı',
    });
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
    stored = await seedOver();
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

describe('seeding the intro video', () => {
  it('copies the video and the poster into the library once and sets both settings', async () => {
    await seed();
    const files = await media();
    expect(files.map((file) => [file.original_name, file.mime_type])).toEqual([
      ['intro.mp4', 'video/mp4'],
      ['intro-poster.jpg', 'image/jpeg'],
    ]);
    const stored = await settings();
    expect(stored.intro_video_url).toBe(files[0].url);
    expect(stored.intro_video_poster_url).toBe(files[1].url);
    for (const file of files) {
      expect(file.url).toBe(`/uploads/${file.stored_name}`);
      const copy = await fs.readFile(path.join(uploadDir, file.stored_name));
      expect(copy.equals(await fs.readFile(path.join(SEED_MEDIA_DIR, file.original_name)))).toBe(true);
      expect(copy.length).toBe(file.size);
    }
    // Small files: well under 1 MB together.
    expect(files.reduce((sum, file) => sum + file.size, 0)).toBeLessThan(400 * 1024);

    await seed();
    expect(await media()).toEqual(files);
    expect((await fs.readdir(uploadDir)).sort()).toEqual(files.map((file) => file.stored_name).sort());
  });

  it('keeps an admin’s choice: another video, or none, and a deleted file stays deleted', async () => {
    let stored = await seedOver({ intro_video_url: '/uploads/own.mp4' });
    expect(stored.intro_video_url).toBe('/uploads/own.mp4');
    expect(stored.intro_video_poster_url).toMatch(/^\/uploads\/.+\.jpg$/);

    await query(orm, "update settings set value = '' where key like 'intro_video%'");
    await query(orm, 'delete from media_files');
    stored = await seedOver();
    expect(stored.intro_video_url).toBe('');
    expect(stored.intro_video_poster_url).toBe('');
    expect(await media()).toEqual([]);
  });

  it('without an upload folder (tests of other things) nothing is copied', async () => {
    await seedDatabase(orm.em.fork());
    expect(await media()).toEqual([]);
    expect((await settings()).intro_video_url).toBe('');
  });
});
