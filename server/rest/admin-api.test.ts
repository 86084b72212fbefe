/**
 * What the admin calls do, through REST on the real app: writes show on the public calls at
 * once, validation answers 400 with the spec's messages, nothing stored is lost on bad input,
 * and the CSV export parses back to the stored messages.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv, STRICTLY_QUOTED_CSV } from '../test/csv-reader.ts';
import { adminJson, postJson, query, type TestApp, withAdminApp } from '../test/harness.ts';

let app: TestApp;
let cookie: string;

const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', pathname: string, body?: unknown) =>
  adminJson<T>(app, method, pathname, { cookie, body });
const publicGet = async <T>(pathname: string) => (await (await fetch(`${app.url}${pathname}`)).json()) as T;
/** The call is refused with 400 and exactly these field errors. */
async function expectFieldErrors(method: 'POST' | 'PUT', pathname: string, body: unknown, fieldErrors: object) {
  const refused = await call<{ fieldErrors: Record<string, unknown> }>(method, pathname, body);
  expect(refused.status).toBe(400);
  expect(refused.body.fieldErrors).toEqual(fieldErrors);
}

withAdminApp((started) => {
  ({ app, cookie } = started);
});

describe('settings', () => {
  it('GET /api/admin/settings has every key, the private contact_email included', async () => {
    const { status, body } = await call<Record<string, string>>('GET', '/api/admin/settings');
    expect(status).toBe(200);
    expect(Object.keys(body)).toHaveLength(41);
    expect(body).toHaveProperty('contact_email');
  });

  it('a saved setting shows on GET /api/settings at once', async () => {
    const saved = await call<Record<string, string>>('PUT', '/api/admin/settings', {
      company_phone: '+90 324 000 00 00',
      maps_zoom_level: '21',
    });
    expect(saved.status).toBe(200);
    const publicSettings = await publicGet<Record<string, string>>('/api/settings');
    expect(publicSettings.company_phone).toBe('+90 324 000 00 00');
    expect(publicSettings.maps_zoom_level).toBe('21');
  });

  it.each([
    [{ maps_zoom_level: '22' }, 'maps_zoom_level', 'Yakınlaştırma seviyesi 1 ile 21 arasında bir tam sayı olmalıdır'],
    [{ maps_zoom_level: '0' }, 'maps_zoom_level', 'Yakınlaştırma seviyesi 1 ile 21 arasında bir tam sayı olmalıdır'],
    [{ maps_latitude: 'kırk bir' }, 'maps_latitude', 'Enlem -90 ile 90 arasında bir sayı olmalıdır'],
    [{ maps_longitude: '200' }, 'maps_longitude', 'Boylam -180 ile 180 arasında bir sayı olmalıdır'],
    [{ company_email: 'not-an-email' }, 'company_email', 'Geçerli bir e-posta adresi giriniz'],
    [{ theme_primary_color: 'orange' }, 'theme_primary_color', 'Renk #RRGGBB biçiminde olmalıdır'],
    [{ social_facebook: 'javascript:alert(1)' }, 'social_facebook', 'Geçerli bir bağlantı giriniz (https://...)'],
  ])('refuses %j with 400 and changes nothing', async (input, field, message) => {
    const before = await call<Record<string, string>>('GET', '/api/admin/settings');
    const { status, body } = await call<{ fieldErrors: Record<string, { message: string }> }>(
      'PUT',
      '/api/admin/settings',
      {
        site_tagline: 'should not be saved',
        ...input,
      },
    );
    expect(status).toBe(400);
    expect(body.fieldErrors[field].message).toBe(message);
    expect((await call('GET', '/api/admin/settings')).body).toEqual(before.body);
  });

  it('refuses unknown keys, non-string values and oversize strings', async () => {
    expect((await call('PUT', '/api/admin/settings', { admin_password: 'x' })).status).toBe(400);
    expect((await call('PUT', '/api/admin/settings', { site_name: { $ne: 1 } })).status).toBe(400);
    expect((await call('PUT', '/api/admin/settings', { site_name: 'x'.repeat(201) })).status).toBe(400);
  });
});

describe('content entries', () => {
  it('an admin text wins on GET /api/content at once, and is kept by the next seeding', async () => {
    const entries = (
      await call<Array<{ id: number; key: string; value: string }>>('GET', '/api/admin/content/en?key=hero.title')
    ).body;
    const title = entries.find((entry) => entry.key === 'hero.title');
    expect(title).toBeDefined();
    const updated = await call('PUT', `/api/admin/content/${title?.id}`, { value: '  Our new headline  ' });
    expect(updated.status).toBe(200);
    expect((await publicGet<Record<string, string>>('/api/content/en'))['hero.title']).toBe('Our new headline');
    const { seedDatabase } = await import('../db/seed/index.ts');
    await seedDatabase(app.orm.em.fork());
    expect((await publicGet<Record<string, string>>('/api/content/en'))['hero.title']).toBe('Our new headline');
  });

  it('the SPA gets the texts compiled by the server (tRPC content.messages), an edit at once', async () => {
    const compiled = async () => {
      const input = encodeURIComponent(JSON.stringify({ language: 'ru' }));
      const answer = await publicGet<{ result: { data: Record<string, unknown> } }>(
        `/trpc/content.messages?input=${input}`,
      );
      return answer.result.data;
    };
    const before = await compiled();
    const plain = (await publicGet<Record<string, string>>('/api/content/ru'))['nav.home'];
    expect(before['nav.home']).toBe(plain);
    const created = await call<{ id: number }>('POST', '/api/admin/content', {
      key: 'promo.count',
      value: '{n, plural, one {# проект} few {# проекта} many {# проектов} other {# проекта}}',
      language: 'ru',
    });
    expect(created.status).toBe(201);
    const after = await compiled();
    expect(after['promo.count']).toEqual([
      expect.objectContaining({ type: 6, value: 'n', pluralType: 'cardinal', options: expect.any(Object) }),
    ]);
    expect((await call('DELETE', `/api/admin/content/${created.body.id}`)).status).toBe(200);
    expect(await compiled()).not.toHaveProperty('promo.count');
  });

  it('creates, refuses a duplicate (409) and blank values (400), deletes', async () => {
    const created = await call<{ id: number }>('POST', '/api/admin/content', {
      key: 'promo.extra',
      value: 'Ek metin',
      language: 'de',
    });
    expect(created.status).toBe(201);
    const duplicate = await call<{ message: string }>('POST', '/api/admin/content', {
      key: 'promo.extra',
      value: 'x',
      language: 'de',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Bu anahtar bu dilde zaten var');
    await expectFieldErrors(
      'POST',
      '/api/admin/content',
      { key: '   ', value: '   ', language: 'de' },
      {
        key: { code: 'admin.contentKey', message: 'Anahtar gereklidir' },
        value: { code: 'admin.contentValue', message: 'Değer gereklidir' },
      },
    );
    expect((await call('DELETE', `/api/admin/content/${created.body.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/content/${created.body.id}`)).status).toBe(404);
  });

  it('the coverage lists a key that exists in one language only', async () => {
    await call('POST', '/api/admin/content', { key: 'only.turkish', value: 'Yalnız Türkçe', language: 'tr' });
    const { body } = await call<{ missing: Array<{ key: string; missing: string[] }>; totalKeys: number }>(
      'GET',
      '/api/admin/content-coverage',
    );
    expect(body.missing).toContainEqual({ key: 'only.turkish', missing: ['en', 'de', 'ru', 'ar'] });
    expect(body.totalKeys).toBeGreaterThan(200);
    // A legal page's "last updated" day is set once, in Turkish: never missing in the others.
    const keys = body.missing.map((entry) => entry.key);
    expect(keys).toContain('legal.kvkk.body');
    expect(keys.filter((key) => key.endsWith('.updated'))).toEqual([]);
  });
});

describe('services', () => {
  it('create → public list, English texts → /api/services/en, edit, delete', async () => {
    const created = await call<{ id: number; title: string; isActive: boolean; languages: string[] }>(
      'POST',
      '/api/admin/services',
      { title: 'Yapay Zeka Danışmanlığı Plus', slug: 'yz-danismanlik-plus', description: 'Açıklama', icon: 'brain' },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Yapay Zeka Danışmanlığı Plus', isActive: true, languages: ['tr'] });
    const id = created.body.id;
    const turkish = await publicGet<Array<{ slug: string; content: { title: string } }>>('/api/services/tr');
    expect(turkish.find((s) => s.slug === 'yz-danismanlik-plus')?.content.title).toBe('Yapay Zeka Danışmanlığı Plus');

    const saved = await call('PUT', `/api/admin/services/${id}/content/en`, {
      title: 'AI Consulting Plus',
      description: 'English text',
      features: ['One', ' ', 'Two'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ serviceId: id, language: 'en', features: ['One', 'Two'] });
    const english = await publicGet<Array<{ slug: string; content: { title: string } }>>('/api/services/en');
    expect(english.find((s) => s.slug === 'yz-danismanlik-plus')?.content.title).toBe('AI Consulting Plus');
    const contents = (await call<Array<{ serviceId: number }>>('GET', '/api/admin/services/content/en')).body;
    expect(contents.some((c) => c.serviceId === id)).toBe(true);

    expect((await call('PUT', `/api/admin/services/${id}`, { isActive: false })).status).toBe(200);
    expect(
      (await publicGet<Array<{ slug: string }>>('/api/services/tr')).some((s) => s.slug === 'yz-danismanlik-plus'),
    ).toBe(false);
    expect((await fetch(`${app.url}/api/services/slug/yz-danismanlik-plus`)).status).toBe(404);

    expect((await call('DELETE', `/api/admin/services/${id}`)).status).toBe(200);
    expect(
      Number(
        (await query<{ n: string }>(app.orm, `select count(*) as n from service_contents where service_id = ${id}`))[0]
          .n,
      ),
    ).toBe(0);
  });

  it('refuses a taken slug (409), a bad slug and a missing title (400), with the spec messages', async () => {
    const taken = await call<{ message: string }>('POST', '/api/admin/services', { title: 'X', slug: 'web-tasarim' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Bu slug zaten kullanılıyor');
    await expectFieldErrors(
      'POST',
      '/api/admin/services',
      { title: ' ', slug: 'Büyük Harf' },
      {
        title: { code: 'admin.titleRequired', message: 'Başlık gereklidir' },
        slug: { code: 'admin.slugFormat', message: 'Yalnızca küçük harf, rakam ve tire kullanılabilir' },
      },
    );
    expect((await call('POST', '/api/admin/services', { title: 'X', slug: 'x-1', extra: true })).status).toBe(400);
    expect((await call('PUT', '/api/admin/services/999999', { icon: 'x' })).status).toBe(404);
    expect((await call('PUT', '/api/admin/services/abc', { icon: 'x' })).status).toBe(400);
  });
});

describe('projects', () => {
  it('takes technologies as comma-separated text, trimmed, empty entries dropped', async () => {
    const created = await call<{ id: number; technologies: string[] }>('POST', '/api/admin/projects', {
      title: 'Yeni Mağaza',
      slug: 'yeni-magaza',
      description: 'Bir proje',
      imageUrl: '/uploads/00000000-0000-4000-8000-000000000000.png',
      projectUrl: 'https://example.com',
      technologies: ' React, , Node ,',
      category: 'ecommerce',
    });
    expect(created.status).toBe(201);
    expect(created.body.technologies).toEqual(['React', 'Node']);
    const saved = await call('PUT', `/api/admin/projects/${created.body.id}/content/ar`, {
      title: 'متجر جديد',
      description: 'وصف',
      features: [],
    });
    expect(saved.status).toBe(200);
    const arabic = await publicGet<Array<{ slug: string; content: { title: string } }>>('/api/projects/ar');
    expect(arabic.find((p) => p.slug === 'yeni-magaza')?.content.title).toBe('متجر جديد');
    expect(
      (await call('PUT', `/api/admin/projects/${created.body.id}`, { projectUrl: 'javascript:alert(1)' })).status,
    ).toBe(400);
    expect((await call('DELETE', `/api/admin/projects/${created.body.id}`)).status).toBe(200);
  });
});

describe('pricing', () => {
  it('create, edit (popular, price), per-language texts, delete — each visible on /api/pricing', async () => {
    const created = await call<{ id: number; popular: boolean }>('POST', '/api/admin/pricing', {
      name: 'Kampanya Paketi',
      slug: 'kampanya',
      price: '9900',
      features: ['Alan adı', 'SSL'],
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await call('PUT', `/api/admin/pricing/${id}`, { popular: true, price: '' })).body).toMatchObject({
      popular: true,
      price: '',
    });
    await call('PUT', `/api/admin/pricing/${id}/content/ru`, { title: 'Акция', features: ['Домен'] });
    const russian =
      await publicGet<Array<{ slug: string; price: string; featured: boolean; content: { title: string } }>>(
        '/api/pricing/ru',
      );
    expect(russian.find((p) => p.slug === 'kampanya')).toMatchObject({
      price: '',
      featured: true,
      content: { title: 'Акция' },
    });
    expect((await call('PUT', `/api/admin/pricing/${id}`, { price: '12,5 TL' })).status).toBe(400);
    expect((await call('DELETE', `/api/admin/pricing/${id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/pricing/${id}`)).status).toBe(404);
  });
});

describe('contact messages, newsletter and the dashboard', () => {
  it('counts, status changes, recent lists, subscriber toggle', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const response = await postJson(app, '/api/contact', {
        name: `Kişi ${n}`,
        email: `kisi${n}@example.com`,
        phone: `+90 555 000 00 0${n}`,
        subject: `Konu ${n}`,
        message: 'Merhaba, teklif almak istiyorum.',
      });
      expect(response.status).toBe(201);
    }
    await postJson(app, '/api/newsletter', { email: 'Abone@Example.com' });
    const stats = (await call<Record<string, number>>('GET', '/api/admin/stats')).body;
    expect(stats).toMatchObject({ activeLanguages: 5, totalContacts: 6, newContacts: 6, totalSubscriptions: 1 });
    expect(stats.totalServices).toBeGreaterThanOrEqual(9);

    const recent = (
      await call<Array<{ id: number; name: string; fullName: string }>>('GET', '/api/admin/contacts/recent')
    ).body;
    expect(recent.map((m) => m.name)).toEqual(['Kişi 6', 'Kişi 5', 'Kişi 4', 'Kişi 3', 'Kişi 2']);
    expect(recent[0].fullName).toBe('Kişi 6');

    const status = await call<{ status: string }>('PUT', `/api/admin/contacts/${recent[0].id}`, { status: 'replied' });
    expect(status.body.status).toBe('replied');
    expect((await call('PUT', `/api/admin/contacts/${recent[0].id}`, { status: 'deleted' })).status).toBe(400);
    expect((await call<Record<string, number>>('GET', '/api/admin/stats')).body.newContacts).toBe(5);

    const [subscriber] = (await call<Array<{ id: number; email: string }>>('GET', '/api/admin/newsletter/recent')).body;
    expect(subscriber.email).toBe('abone@example.com');
    const off = await call<{ isActive: boolean }>('PUT', `/api/admin/newsletter/${subscriber.id}`, { isActive: false });
    expect(off.body.isActive).toBe(false);
    expect((await call('PUT', `/api/admin/newsletter/${subscriber.id}`, { isActive: 'no' })).status).toBe(400);
  });

  it('GET /api/admin/contacts/export: RFC 4180 CSV with a BOM that parses back, formulas neutralised', async () => {
    await postJson(app, '/api/contact', {
      name: 'Çağrı "Usta" Öztürk',
      email: 'cagri@example.com',
      phone: '+90 555 111 22 33',
      subject: '=HYPERLINK("http://evil")',
      message: 'Fiyat, teslim süresi ve "destek"\nhakkında bilgi istiyorum.',
    });
    const response = await fetch(`${app.url}/api/admin/contacts/export`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="iletisim-mesajlari-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text).toMatch(STRICTLY_QUOTED_CSV);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['name', 'email', 'phone', 'subject', 'message', 'status', 'date']);
    const row = rows.find((r) => r[1] === 'cagri@example.com');
    expect(row).toEqual([
      'Çağrı "Usta" Öztürk',
      'cagri@example.com',
      "'+90 555 111 22 33",
      '\'=HYPERLINK("http://evil")',
      'Fiyat, teslim süresi ve "destek"\nhakkında bilgi istiyorum.',
      'new',
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/),
    ]);
    expect(rows).toHaveLength(1 + 7);
  });
});
