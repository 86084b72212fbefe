/**
 * The working hours and the intro video through the admin and public calls of the real app:
 * the structure is validated with a code per failing field, stored in canonical form, shown on
 * GET /api/settings at once, and the two Turkish sentences follow it.
 */
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../src/shared/validation-messages.ts';
import { DEFAULT_WORKING_HOURS, type WorkingHours } from '../../src/shared/working-hours.ts';
import { parseWorkingHours } from '../../src/shared/working-hours-schema.ts';
import { query, type TestApp, withAdminApp } from '../test/harness.ts';

let app: TestApp;
let cookie: string;

type FieldErrors = Record<string, { code: string; message: string }>;

function put(body: unknown) {
  return fetch(`${app.url}/api/admin/settings`, {
    method: 'PUT',
    headers: { origin: app.url, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, string> & { code?: string; fieldErrors?: FieldErrors },
  }));
}
const publicSettings = async () => (await (await fetch(`${app.url}/api/settings`)).json()) as Record<string, string>;
const admin = async () =>
  (await (await fetch(`${app.url}/api/admin/settings`, { headers: { cookie } })).json()) as Record<string, string>;
const dbUpdatedAt = () => query(app.orm, 'select key, updated_at from settings order by key');

withAdminApp((started) => {
  ({ app, cookie } = started);
});

describe('working_hours', () => {
  it('is in the public answer as the JSON structure, with the sentences for older clients', async () => {
    const settings = await publicSettings();
    expect(parseWorkingHours(settings.working_hours)).toEqual(DEFAULT_WORKING_HOURS);
    expect(settings.working_hours_weekday).toBe('Pazartesi - Cuma: 09:00 - 18:00');
    expect(settings.working_hours_weekend).toBe('Cumartesi: 10:00 - 14:00, Pazar: Kapalı');
  });

  it('a saved week shows at once, in canonical order, and rewrites the two sentences', async () => {
    const hours: WorkingHours = {
      ...DEFAULT_WORKING_HOURS,
      friday: [
        { start: '13:00', end: '17:00' },
        { start: '09:00', end: '12:00' },
      ],
      saturday: [],
    };
    const saved = await put({ working_hours: JSON.stringify(hours) });
    expect(saved.status).toBe(200);
    const settings = await publicSettings();
    expect(parseWorkingHours(settings.working_hours)?.friday).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(settings.working_hours_weekday).toBe(
      'Pazartesi - Perşembe: 09:00 - 18:00, Cuma: 09:00 - 12:00 ve 13:00 - 17:00',
    );
    expect(settings.working_hours_weekend).toBe('Cumartesi - Pazar: Kapalı');
    expect(saved.body.working_hours).toBe(settings.working_hours);
  });

  it.each([
    [{ monday: [{ start: '18:00', end: '09:00' }] }, 'working_hours.monday.0.end', 'settings.hoursOrder'],
    [
      {
        tuesday: [
          { start: '09:00', end: '13:00' },
          { start: '12:00', end: '18:00' },
        ],
      },
      'working_hours.tuesday.1.start',
      'settings.hoursOverlap',
    ],
    [{ sunday: [{ start: '25:00', end: '26:00' }] }, 'working_hours.sunday.0.start', 'settings.hoursTime'],
  ])('refuses %j with 400 and a code for the failing field; nothing changes', async (day, field, code) => {
    const before = await publicSettings();
    const refused = await put({
      company_phone: '+90 1',
      working_hours: JSON.stringify({ ...DEFAULT_WORKING_HOURS, ...day }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(refused.body.fieldErrors?.[field]?.code).toBe(code);
    expect(await publicSettings()).toEqual(before);
  });

  it('refuses text that is not the structure in working_hours', async () => {
    const broken = await put({ working_hours: 'Pazartesi - Cuma: 09:00 - 18:00' });
    expect(broken.status).toBe(400);
    expect(broken.body.fieldErrors?.working_hours?.code).toBe('settings.hoursFormat');
  });

  it('GET /api/admin/settings sent back as it is succeeds and changes nothing', async () => {
    const before = await admin();
    const updated = await dbUpdatedAt();
    const again = await put(before);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(before);
    expect(await admin()).toEqual(before);
    // Nothing was written.
    expect(await dbUpdatedAt()).toEqual(updated);
  });

  it('takes the two sentences in the form GET writes them and stores them in working_hours', async () => {
    await put({ working_hours: JSON.stringify(DEFAULT_WORKING_HOURS) });
    const weekday = await put({
      working_hours_weekday:
        'Pazartesi - Çarşamba: 08:30 - 17:30, Perşembe: 09:00 - 12:00 ve 13:00 - 18:00, Cuma: Kapalı',
    });
    expect(weekday.status).toBe(200);
    expect(parseWorkingHours(weekday.body.working_hours)).toEqual({
      ...DEFAULT_WORKING_HOURS,
      monday: [{ start: '08:30', end: '17:30' }],
      tuesday: [{ start: '08:30', end: '17:30' }],
      wednesday: [{ start: '08:30', end: '17:30' }],
      thursday: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '18:00' },
      ],
      friday: [],
    });
    expect(weekday.body.working_hours_weekend).toBe('Cumartesi: 10:00 - 14:00, Pazar: Kapalı');
    const weekend = await put({ working_hours_weekend: 'kapalı' });
    expect(parseWorkingHours(weekend.body.working_hours)?.saturday).toEqual([]);
    expect(weekend.body.working_hours_weekend).toBe('Cumartesi - Pazar: Kapalı');
    // The public answer follows at once, in the server's own wording.
    const settings = await publicSettings();
    expect(settings.working_hours).toBe(weekend.body.working_hours);
    expect(settings.working_hours_weekday).toBe(
      'Pazartesi - Çarşamba: 08:30 - 17:30, Perşembe: 09:00 - 12:00 ve 13:00 - 18:00, Cuma: Kapalı',
    );
  });

  it('a client that edits one form of the whole GET answer is understood', async () => {
    await put({ working_hours: JSON.stringify(DEFAULT_WORKING_HOURS) });
    // The sentence edited, the old structure sent with it: the sentence wins for its days.
    const sentence = await put({ ...(await admin()), working_hours_weekday: 'Pazartesi - Cuma: 10:00 - 19:00' });
    expect(sentence.status).toBe(200);
    expect(parseWorkingHours(sentence.body.working_hours)?.friday).toEqual([{ start: '10:00', end: '19:00' }]);
    // The structure edited, the old sentences sent with it: the structure wins.
    const hours = { ...DEFAULT_WORKING_HOURS, sunday: [{ start: '12:00', end: '16:00' }] };
    const structure = await put({ ...(await admin()), working_hours: JSON.stringify(hours) });
    expect(structure.status).toBe(200);
    expect(parseWorkingHours(structure.body.working_hours)).toEqual(hours);
    expect(structure.body.working_hours_weekend).toBe('Cumartesi: 10:00 - 14:00, Pazar: 12:00 - 16:00');
  });

  it.each([
    ['working_hours_weekday', 'Her gün açığız'],
    ['working_hours_weekday', 'Pazartesi - Perşembe: 09:00 - 18:00'],
    ['working_hours_weekend', 'Cumartesi: 10:00 - 14:00'],
    ['working_hours_weekend', 'Cumartesi - Pazar: 10:00 - 14:00 ve 13:00 - 16:00'],
  ])('refuses %s %j with 400 and the field code settings.hoursText; nothing changes', async (key, text) => {
    const before = await admin();
    const refused = await put({ site_name: 'Başka Ad', [key]: text });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(refused.body.fieldErrors?.[key]).toEqual({
      code: 'settings.hoursText',
      message: VALIDATION_MESSAGES['settings.hoursText'],
    });
    expect(await admin()).toEqual(before);
  });

  it('an older install’s free-text sentence sent back unchanged is no error', async () => {
    await query(app.orm, "update settings set value = 'Hafta içi 9-18' where key = 'working_hours_weekday'");
    const before = await admin();
    expect((await put(before)).status).toBe(200);
    expect(await admin()).toEqual(before);
    await put({ working_hours: '' });
    await put({ working_hours: JSON.stringify(DEFAULT_WORKING_HOURS) });
    expect((await admin()).working_hours_weekday).toBe('Pazartesi - Cuma: 09:00 - 18:00');
  });

  it('the same rules hold on tRPC', async () => {
    const response = await fetch(`${app.url}/trpc/settings.admin.update`, {
      method: 'POST',
      headers: { origin: app.url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        working_hours: JSON.stringify({ ...DEFAULT_WORKING_HOURS, monday: [{ start: '10:00', end: '10:00' }] }),
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { data: { fieldErrors: FieldErrors } } };
    expect(body.error.data.fieldErrors['working_hours.monday.0.end'].code).toBe('settings.hoursOrder');
  });
});

describe('intro video settings', () => {
  it('are picked from the library, cleared, and a library file in use cannot be deleted', async () => {
    const settings = await publicSettings();
    const media = await fetch(`${app.url}/api/admin/media?kind=video`, { headers: { cookie } });
    const videos = (await media.json()) as Array<{ id: number; url: string }>;
    expect(videos.map((file) => file.url)).toEqual([settings.intro_video_url]);
    const deleted = await fetch(`${app.url}/api/admin/media/${videos[0].id}`, {
      method: 'DELETE',
      headers: { origin: app.url, cookie },
    });
    expect(deleted.status).toBe(409);

    expect((await put({ intro_video_url: '', intro_video_poster_url: '' })).status).toBe(200);
    expect((await publicSettings()).intro_video_url).toBe('');
    expect((await put({ intro_video_url: 'javascript:alert(1)' })).status).toBe(400);
    expect((await put({ intro_video_url: settings.intro_video_url })).status).toBe(200);
    expect((await publicSettings()).intro_video_url).toBe(settings.intro_video_url);
  });
});
