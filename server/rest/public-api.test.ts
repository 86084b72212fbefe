import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECOMMERCE_PACKAGE_SLUGS } from '../../src/shared/catalog.ts';
import { CONTACT_MESSAGES } from '../../src/shared/contact.ts';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { PACKAGE_REQUIRED_MESSAGE } from '../../src/shared/recommendation.ts';
import { PROJECT_SEEDS } from '../db/seed/projects.seed.ts';
import { SERVICE_SEEDS } from '../db/seed/services.seed.ts';
import { postJson, query, startTestApp, type TestApp } from '../test/harness.ts';
import { VALID_CONTACT, VALID_SERVICE_ANSWERS } from '../test/valid-inputs.ts';
import { restRoutes } from './routes.ts';
import { SPEC_000_CALLS, SPEC_001_CALLS } from './spec-calls.ts';

let app: TestApp;
const get = (pathname: string) => fetch(`${app.url}${pathname}`);
const getJson = async <T = unknown>(pathname: string) => {
  const response = await get(pathname);
  expect(response.status, pathname).toBe(200);
  return (await response.json()) as T;
};
const count = async (table: string) =>
  Number((await query<{ n: string }>(app.orm, `select count(*) as n from ${table}`))[0].n);

type Service = {
  id: number;
  slug: string;
  icon: string;
  featured: boolean;
  content: { title: string; description: string; features: string[] };
};

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the route table covers the spec', () => {
  const table = new Set(restRoutes.map((route) => `${route.method} ${route.path}`));

  it('has every call of spec 000 section 7', () => {
    for (const call of SPEC_000_CALLS) expect(table, call).toContain(call);
  });

  it('has every call of spec 001 section 7', () => {
    for (const call of SPEC_001_CALLS) expect(table, call).toContain(call);
  });

  it('the copy of the call tables matches the spec files when they are present', () => {
    const specDir = path.resolve(import.meta.dirname, '../../../shared/spec');
    if (!existsSync(specDir)) return;
    const calls = (file: string) =>
      [...readFileSync(path.join(specDir, file), 'utf8').matchAll(/^\| (GET|POST|PUT|DELETE) (\/api\/[^ |]+)/gm)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
    expect(calls('000_4d4b5b18a43fb683.txt')).toEqual([...SPEC_000_CALLS]);
    expect(calls('001_ce14ad926e428528.txt')).toEqual([...SPEC_001_CALLS]);
  });
});

describe('public reads in all five languages', () => {
  it.each(LANGUAGES)('GET /api/content/%s answers key → text', async (language) => {
    const content = await getJson<Record<string, string>>(`/api/content/${language}`);
    expect(Object.keys(content).length).toBeGreaterThan(20);
    expect(content['nav.home']).toEqual(expect.any(String));
    expect(Object.values(content).every((value) => typeof value === 'string' && value.length > 0)).toBe(true);
  });

  it.each(LANGUAGES)('GET /api/services/%s lists the nine services with their texts', async (language) => {
    const services = await getJson<Service[]>(`/api/services/${language}`);
    expect(services).toHaveLength(9);
    for (const service of services) {
      expect(service).toEqual({
        id: expect.any(Number),
        slug: expect.any(String),
        icon: expect.any(String),
        featured: expect.any(Boolean),
        content: { title: expect.any(String), description: expect.any(String), features: expect.any(Array) },
      });
      expect(service.content.features.length).toBeGreaterThanOrEqual(3);
    }
    expect(services.filter((s) => s.featured).length).toBeLessThanOrEqual(6);
  });

  it('texts differ by language and Arabic is Arabic', async () => {
    const [tr, en, ar] = await Promise.all(['tr', 'en', 'ar'].map((l) => getJson<Service[]>(`/api/services/${l}`)));
    expect(tr[0].slug).toBe(en[0].slug);
    expect(tr[0].content.title).not.toBe(en[0].content.title);
    expect(ar[0].content.title).toMatch(/[\u0600-\u06FF]/);
    expect(tr[0].content.features).toEqual(SERVICE_SEEDS[0].content.tr.features);
  });

  it.each(LANGUAGES)('GET /api/projects/%s lists at least six projects with metrics', async (language) => {
    const projects = await getJson<Array<Record<string, unknown>>>(`/api/projects/${language}`);
    expect(projects.length).toBeGreaterThanOrEqual(6);
    for (const project of projects) {
      expect(project).toMatchObject({
        id: expect.any(Number),
        slug: expect.any(String),
        category: expect.any(String),
        imageUrl: expect.stringMatching(/^\/images\/projects\/.+\.svg$/),
        technologies: expect.any(Array),
        content: { title: expect.any(String), description: expect.any(String) },
      });
      expect(Object.values(project.metrics as object).length).toBeGreaterThan(0);
    }
    expect(new Set(projects.map((p) => p.category)).size).toBeGreaterThanOrEqual(3);
  });

  it('keeps the order of project metrics (cards show the first value)', async () => {
    const projects = await getJson<Array<{ slug: string; metrics: Record<string, string> }>>('/api/projects/tr');
    for (const project of projects) {
      const seed = PROJECT_SEEDS.find((s) => s.slug === project.slug);
      expect(Object.keys(project.metrics), project.slug).toEqual(Object.keys(seed?.metrics ?? {}));
    }
  });

  it.each(LANGUAGES)('GET /api/pricing/%s lists the four e-commerce packages', async (language) => {
    const packages = await getJson<
      Array<{ slug: string; price: string; featured: boolean; features: string[]; content: { title: string } }>
    >(`/api/pricing/${language}`);
    expect(packages.map((p) => p.slug)).toEqual([...ECOMMERCE_PACKAGE_SLUGS]);
    expect(packages.filter((p) => p.featured)).toHaveLength(1);
    for (const pkg of packages) {
      expect(pkg.price).toMatch(/^(\d+(\.\d+)?)?$/);
      expect(pkg.features.length).toBeGreaterThanOrEqual(4);
      expect(pkg.content.title.length).toBeGreaterThan(0);
    }
  });

  it('finds a service by slug and its content by id', async () => {
    const ref = await getJson<{ id: number; slug: string }>('/api/services/slug/web-tasarim');
    expect(ref).toEqual({ id: expect.any(Number), slug: 'web-tasarim', icon: expect.any(String), featured: true });
    const content = await getJson<{ title: string; features: string[] }>(`/api/services/${ref.id}/content/en`);
    expect(content.title).toMatch(/Web/);
    expect(content.features).toHaveLength(6);
  });

  it('falls back to Turkish when a language is missing', async () => {
    const ref = await getJson<{ id: number }>('/api/services/slug/e-ticaret');
    await query(app.orm, "delete from service_contents where service_id = ? and language = 'de'", [ref.id]);
    app.deps.publicCache.invalidate(); // a change made outside the app's admin calls
    const tr = await getJson<{ title: string }>(`/api/services/${ref.id}/content/tr`);
    const de = await getJson<{ title: string }>(`/api/services/${ref.id}/content/de`);
    expect(de.title).toBe(tr.title);
    const list = await getJson<Service[]>('/api/services/de');
    expect(list.find((s) => s.id === ref.id)?.content.title).toBe(tr.title);
  });

  it('hides inactive services everywhere', async () => {
    const ref = await getJson<{ id: number }>('/api/services/slug/vr-ar-cozumleri');
    await query(app.orm, 'update services set is_active = false where id = ?', [ref.id]);
    app.deps.publicCache.invalidate(); // a change made outside the app's admin calls
    try {
      expect((await getJson<Service[]>('/api/services/tr')).some((s) => s.id === ref.id)).toBe(false);
      const bySlug = await get('/api/services/slug/vr-ar-cozumleri');
      expect(bySlug.status).toBe(404);
      expect(await bySlug.json()).toEqual({ code: 'NOT_FOUND', message: 'Service not found' });
      const content = await get(`/api/services/${ref.id}/content/tr`);
      expect(content.status).toBe(404);
      expect(await content.json()).toEqual({ code: 'NOT_FOUND', message: 'Service content not found' });
    } finally {
      await query(app.orm, 'update services set is_active = true where id = ?', [ref.id]);
      app.deps.publicCache.invalidate();
    }
  });

  it('answers the same data through tRPC', async () => {
    const rest = await getJson('/api/pricing/en');
    const trpc = await getJson<{ result: { data: unknown } }>(
      `/trpc/pricing.list?input=${encodeURIComponent(JSON.stringify({ language: 'en' }))}`,
    );
    expect(trpc.result.data).toEqual(rest);
  });
});

describe('bad input to public reads is 4xx with a clear message', () => {
  it.each(['/api/content/xx', '/api/services/fr', '/api/projects/TR', '/api/pricing/english'])(
    '%s → 400',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/Desteklenmeyen dil/);
    },
  );

  it('an unknown slug is 404, a bad id is 400, an unknown id is 404', async () => {
    expect((await get('/api/services/slug/yok-boyle-bir-hizmet')).status).toBe(404);
    expect((await get('/api/services/abc/content/tr')).status).toBe(400);
    expect((await get('/api/services/0/content/tr')).status).toBe(400);
    expect((await get('/api/services/99999/content/tr')).status).toBe(404);
  });
});

describe('POST /api/contact', () => {
  const valid = VALID_CONTACT;

  it('stores the message and answers 201 after it is committed', async () => {
    const response = await postJson(app, '/api/contact', {
      ...valid,
      package: 'Profesyonel',
      language: 'tr',
      page: '/contact',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: number };
    expect(body.ok).toBe(true);
    const [row] = await query<Record<string, unknown>>(app.orm, 'select * from contact_messages where id = ?', [
      body.id,
    ]);
    expect(row).toMatchObject({
      name: valid.name,
      email: valid.email,
      status: 'new',
      package_name: 'Profesyonel',
      language: 'tr',
    });
  });

  it.each([
    ['name', { name: 'A' }, CONTACT_MESSAGES.name],
    ['email', { email: 'not-an-email' }, CONTACT_MESSAGES.email],
    ['phone', { phone: '' }, CONTACT_MESSAGES.phone],
    ['subject', { subject: '' }, CONTACT_MESSAGES.subject],
    ['message', { message: 'kısa' }, CONTACT_MESSAGES.message],
  ])('a bad %s is 400 with the spec message and nothing is stored', async (field, patch, message) => {
    const before = await count('contact_messages');
    const response = await postJson(app, '/api/contact', { ...valid, ...patch });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      code: string;
      fieldErrors: Record<string, { code: string; message: string }>;
    };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors[field]).toEqual({ code: `contact.${field}`, message });
    expect(await count('contact_messages')).toBe(before);
  });

  it.each([
    ['a line break in the subject', { subject: 'Merhaba\r\nBcc: x@example.com' }],
    ['an unknown key', { admin: true }],
    ['an object instead of a text', { name: { first: 'Ayşe' } }],
    ['a message over 5000 characters', { message: 'a'.repeat(5001) }],
    ['a name over 200 characters', { name: 'a'.repeat(201) }],
  ])('%s is 400', async (_label, patch) => {
    const response = await postJson(app, '/api/contact', { ...valid, ...patch });
    expect(response.status).toBe(400);
  });

  it('a body over 16 kB is 413; without Origin 403; nothing stored', async () => {
    const before = await count('contact_messages');
    expect((await postJson(app, '/api/contact', { ...valid, message: 'a'.repeat(17_000) })).status).toBe(413);
    const foreign = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(foreign.status).toBe(403);
    expect(await count('contact_messages')).toBe(before);
  });
});

describe('POST /api/newsletter', () => {
  it('stores an address once, case-insensitively, inactive until confirmed (double opt-in, issue 12)', async () => {
    expect((await postJson(app, '/api/newsletter', { email: 'Okur@Example.com', language: 'de' })).status).toBe(201);
    expect((await postJson(app, '/api/newsletter', { email: 'okur@example.com' })).status).toBe(201);
    const rows = await query<{ email: string; is_active: boolean }>(
      app.orm,
      "select email, is_active from newsletter_subscribers where email = 'okur@example.com'",
    );
    expect(rows).toEqual([{ email: 'okur@example.com', is_active: false }]);
  });

  it('a bad address is 400', async () => {
    const response = await postJson(app, '/api/newsletter', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, unknown> }).fieldErrors.email).toEqual({
      code: 'contact.email',
      message: CONTACT_MESSAGES.email,
    });
  });
});

describe('recommendations', () => {
  it('POST /api/service-recommendation answers real slugs', async () => {
    const response = await postJson(app, '/api/service-recommendation', VALID_SERVICE_ANSWERS);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { confidence: number; recommendedServices: string[]; reasoning: string };
    const slugs = (await getJson<Service[]>('/api/services/tr')).map((s) => s.slug);
    expect(body.recommendedServices.length).toBeGreaterThan(0);
    for (const slug of body.recommendedServices) expect(slugs).toContain(slug);
    expect(body.confidence).toBeGreaterThan(0);
    expect(body.confidence).toBeLessThan(1);
    expect(body.reasoning.length).toBeGreaterThan(20);
  });

  it('a questionnaire without goals is 400', async () => {
    const response = await postJson(app, '/api/service-recommendation', {
      businessType: 'retail',
      businessSize: 'small',
      currentWebsite: 'none',
      goals: [],
      timeline: 'normal',
      techLevel: 'beginner',
    });
    expect(response.status).toBe(400);
  });

  it('POST /api/package-recommendation names the package as /ecommerce lists it', async () => {
    const response = await postJson(app, '/api/package-recommendation', {
      businessType: 'retail',
      budget: '0-5k',
      language: 'en',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { recommendedPackage: string; recommendedSlug: string; confidence: number };
    const packages = await getJson<Array<{ slug: string; content: { title: string } }>>('/api/pricing/en');
    expect(body.recommendedSlug).toBe('tbt-baslangic');
    expect(body.recommendedPackage).toBe(packages.find((p) => p.slug === 'tbt-baslangic')?.content.title);
  });

  it('POST /api/package-recommendation keeps to the budget band with the listed prices and shows the price', async () => {
    const response = await postJson(app, '/api/package-recommendation', {
      businessType: 'fashion',
      budget: '10k-20k',
      features: ['marketplace_integration'],
    });
    const body = (await response.json()) as {
      recommendedSlug: string;
      price: number | null;
      withinBudget: boolean;
      alternatives: string[];
      reasoning: string;
    };
    // 14.900 ₺ fits 10–20k; the 54.900 ₺ package the answers point to is named with its difference.
    expect(body).toMatchObject({ recommendedSlug: 'tbt-baslangic', price: 14_900, withinBudget: true });
    expect(body.alternatives[0]).toBe('Profesyonel E-Ticaret Paketi — 54.900 ₺ (+40.000 ₺)');
    expect(body.reasoning).toContain('40.000 ₺');
  });

  it.each([{ businessType: 'retail' }, { budget: '0-5k' }, {}])(
    'without businessType and budget it is 400 (%j)',
    async (input) => {
      const response = await postJson(app, '/api/package-recommendation', input);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(PACKAGE_REQUIRED_MESSAGE);
    },
  );
});

describe('API description', () => {
  it('/api/openapi.json is valid OpenAPI 3.1 and lists every documented path', async () => {
    const doc = await getJson<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const route of restRoutes)
      expect(doc.paths[route.path]?.[route.method.toLowerCase()], route.path).toBeDefined();
    for (const call of SPEC_000_CALLS) {
      const [method, pathname] = call.split(' ');
      expect(doc.paths[pathname]?.[method.toLowerCase()], call).toBeDefined();
    }
  });

  it('/api/docs is a readable page from our own server, without scripts', async () => {
    const response = await get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
    for (const route of restRoutes) expect(html).toContain(route.path.replace(/&/g, '&amp;'));
  });
});
