/**
 * The REST contract of the specification (issue 19): every row of the call tables of spec 000
 * and spec 001 (section 7), called as a client written to the spec calls it, by a signed-in
 * admin on a real database with the seed data, in an order that lets writes find their rows.
 * Each answer is checked for its status, its JSON type (a list or an object, as the table and
 * section 3 say) and the documented fields with their JSON types.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECOMMERCE_PACKAGE_SLUGS } from '../../src/shared/catalog.ts';
import type { Language } from '../../src/shared/languages.ts';
import { SETTING_GROUPS } from '../../src/shared/settings.ts';
import { adminRequest, createUsers, postJson, sessionCookieOf, startTestApp, type TestApp } from '../test/harness.ts';
import { VALID_CONTACT, VALID_PACKAGE_REQUEST, VALID_SERVICE_ANSWERS } from '../test/valid-inputs.ts';
import { restRoutes } from './routes.ts';
import { SPEC_000_CALLS, SPEC_001_CALLS } from './spec-calls.ts';

type SpecCall = (typeof SPEC_000_CALLS)[number] | (typeof SPEC_001_CALLS)[number];
type JsonType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'string|null';
/** Documented fields with their JSON types; a nested object's fields as an object. */
type Fields = { [name: string]: JsonType | Fields };
type Answer = { type: 'list'; item: Fields } | { type: 'object'; fields: Fields } | { type: 'any' };

type Row = {
  call: SpecCall;
  /** Fills the path's `{language}`. */
  language?: Language;
  /** The kept value (an id or a slug) that fills the path's other parameter. */
  keptParam?: string;
  body?: () => unknown;
  multipart?: () => FormData;
  /** Rows this call needs that are no spec call of their own (a package to delete). */
  prepare?: () => Promise<void>;
  anonymous?: true;
  status: number;
  answer: Answer;
  /** What later rows need from the answer (ids, slugs). */
  keep?: (body: unknown, response: Response) => void;
};

// ── The entities of section 3 ────────────────────────────────────────────────────────────

const USER: Fields = {
  role: 'string',
  firstName: 'string|null',
  lastName: 'string|null',
  email: 'string|null',
  profileImageUrl: 'string|null',
};
const STATS: Fields = Object.fromEntries(
  [
    'totalContent',
    'totalContacts',
    'totalSubscriptions',
    'totalMedia',
    'totalServices',
    'totalProjects',
    'totalPackages',
  ].map((name) => [name, 'number']),
);
const CONTACT_MESSAGE: Fields = {
  id: 'number',
  name: 'string',
  email: 'string',
  phone: 'string',
  subject: 'string',
  message: 'string',
  status: 'string',
  createdAt: 'string',
};
/** The dashboard also reads fullName and serviceType (spec 001 section 3). */
const RECENT_MESSAGE: Fields = { ...CONTACT_MESSAGE, fullName: 'string', serviceType: 'string' };
const SUBSCRIBER: Fields = { id: 'number', email: 'string', isActive: 'boolean', createdAt: 'string' };
const MEDIA_FILE: Fields = {
  id: 'number',
  url: 'string',
  originalName: 'string',
  mimeType: 'string',
  size: 'number',
  alt: 'string',
  createdAt: 'string',
};
const CONTENT_ENTRY: Fields = { id: 'number', key: 'string', value: 'string', language: 'string' };
const ADMIN_SERVICE: Fields = {
  id: 'number',
  title: 'string',
  slug: 'string',
  description: 'string',
  icon: 'string',
  isActive: 'boolean',
};
const SERVICE_CONTENT: Fields = { serviceId: 'number', title: 'string', description: 'string', features: 'array' };
const ADMIN_PROJECT: Fields = {
  id: 'number',
  title: 'string',
  slug: 'string',
  description: 'string',
  imageUrl: 'string',
  projectUrl: 'string',
  technologies: 'array',
  category: 'string',
  isActive: 'boolean',
};
const PROJECT_CONTENT: Fields = { projectId: 'number', title: 'string', description: 'string', features: 'array' };
const ADMIN_PACKAGE: Fields = {
  id: 'number',
  name: 'string',
  description: 'string',
  price: 'string',
  type: 'string',
  features: 'array',
  popular: 'boolean',
  active: 'boolean',
};
const PUBLIC_SERVICE: Fields = {
  id: 'number',
  slug: 'string',
  content: { title: 'string', description: 'string', features: 'array' },
};
const PUBLIC_PROJECT: Fields = {
  id: 'number',
  slug: 'string',
  featured: 'boolean',
  category: 'string',
  imageUrl: 'string',
  content: { title: 'string', description: 'string' },
  metrics: 'object',
};
const PUBLIC_PACKAGE: Fields = {
  id: 'number',
  slug: 'string',
  featured: 'boolean',
  price: 'string',
  content: { title: 'string', subtitle: 'string', description: 'string' },
  features: 'array',
};
const textsOf = (keys: readonly string[]): Fields => Object.fromEntries(keys.map((key) => [key, 'string']));
/** Spec 000 section 3's site settings. */
const PUBLIC_SETTINGS = textsOf([
  'logo_url',
  'social_linkedin',
  'social_facebook',
  'social_instagram',
  'social_youtube',
  'company_phone',
  'whatsapp_number',
  'working_hours_weekday',
  'working_hours_weekend',
  'company_address',
  'maps_latitude',
  'maps_longitude',
  'maps_zoom_level',
  'maps_business_name',
  'maps_address',
  'map_marker_logo_url',
]);
/** Spec 001 section 3's site settings: every group. */
const ALL_SETTINGS = textsOf(Object.values(SETTING_GROUPS).flat());

const list = (item: Fields): Answer => ({ type: 'list', item });
const object = (fields: Fields): Answer => ({ type: 'object', fields });
const OK: Answer = object({ ok: 'boolean' });

// ── The walk ─────────────────────────────────────────────────────────────────────────────

const ADMIN = { username: 'boss', password: 'correct horse battery' };
/** A real 1x1 PNG: raster uploads are decoded (issue 20). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let app: TestApp;
let cookie = '';
const kept: Record<string, string | number> = {};
const idOf = (body: unknown) => (body as { id: number }).id;
/** Keeps the id of the answer, or of its first item. */
const keepId = (key: string) => (body: unknown) => {
  kept[key] = idOf(Array.isArray(body) ? body[0] : body);
};

function pngForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'contract.png');
  return form;
}

const ROWS: Row[] = [
  {
    call: 'POST /api/admin/login',
    anonymous: true,
    body: () => ADMIN,
    status: 200,
    answer: { type: 'any' },
    keep: (_body, response) => {
      cookie = sessionCookieOf(response) ?? '';
    },
  },
  { call: 'GET /api/auth/user', status: 200, answer: object(USER) },
  { call: 'GET /api/admin/auth/user', status: 200, answer: object(USER) },
  { call: 'GET /api/settings', anonymous: true, status: 200, answer: object(PUBLIC_SETTINGS) },
  {
    call: 'GET /api/content/{language}',
    language: 'en',
    anonymous: true,
    status: 200,
    answer: object({ 'hero.title': 'string', 'nav.home': 'string' }),
  },
  {
    call: 'GET /api/services/{language}',
    language: 'de',
    anonymous: true,
    status: 200,
    answer: list(PUBLIC_SERVICE),
    keep: (body) => {
      const [first] = body as Array<{ id: number; slug: string }>;
      kept.serviceSlug = first.slug;
      kept.serviceId = first.id;
    },
  },
  {
    call: 'GET /api/services/slug/{slug}',
    keptParam: 'serviceSlug',
    anonymous: true,
    status: 200,
    answer: object({ id: 'number', slug: 'string' }),
  },
  {
    call: 'GET /api/services/{id}/content/{language}',
    keptParam: 'serviceId',
    language: 'ar',
    anonymous: true,
    status: 200,
    answer: object({ title: 'string', description: 'string', features: 'array' }),
  },
  {
    call: 'GET /api/projects/{language}',
    language: 'ru',
    anonymous: true,
    status: 200,
    answer: list(PUBLIC_PROJECT),
  },
  {
    call: 'GET /api/pricing/{language}',
    language: 'tr',
    anonymous: true,
    status: 200,
    answer: list(PUBLIC_PACKAGE),
  },
  {
    call: 'POST /api/service-recommendation',
    anonymous: true,
    body: () => ({ ...VALID_SERVICE_ANSWERS, budget: 'medium' }),
    status: 200,
    answer: object({
      confidence: 'number',
      recommendedServices: 'array',
      reasoning: 'string',
      alternatives: 'array',
      customSuggestions: 'array',
    }),
  },
  {
    call: 'POST /api/package-recommendation',
    anonymous: true,
    body: () => VALID_PACKAGE_REQUEST,
    status: 200,
    answer: object({
      recommendedPackage: 'string',
      confidence: 'number',
      reasoning: 'string',
      alternatives: 'array',
      customSuggestions: 'array',
    }),
  },
  // Only success or failure is used (spec 000): any JSON body.
  { call: 'POST /api/contact', anonymous: true, body: () => VALID_CONTACT, status: 201, answer: { type: 'any' } },
  { call: 'GET /api/admin/stats', status: 200, answer: object(STATS) },
  { call: 'GET /api/admin/contacts/recent', status: 200, answer: list(RECENT_MESSAGE) },
  { call: 'GET /api/admin/newsletter/recent', status: 200, answer: list(SUBSCRIBER) },
  {
    call: 'GET /api/admin/settings',
    status: 200,
    answer: object(ALL_SETTINGS),
    keep: (body) => {
      kept.settings = JSON.stringify(body);
    },
  },
  {
    // The whole GET answer sent back, one value changed.
    call: 'PUT /api/admin/settings',
    body: () => ({ ...JSON.parse(String(kept.settings)), site_tagline: 'Sözleşme testi' }),
    status: 200,
    answer: object({ ...ALL_SETTINGS }),
  },
  {
    call: 'POST /api/admin/upload',
    multipart: () => pngForm({ type: 'logo' }),
    status: 201,
    answer: object({ url: 'string' }),
  },
  {
    call: 'GET /api/admin/content/{language}',
    language: 'tr',
    status: 200,
    answer: list(CONTENT_ENTRY),
  },
  {
    call: 'POST /api/admin/content',
    body: () => ({ key: 'contract.test', value: 'Sözleşme', language: 'tr' }),
    status: 201,
    answer: object(CONTENT_ENTRY),
    keep: keepId('contentId'),
  },
  {
    call: 'PUT /api/admin/content/{id}',
    keptParam: 'contentId',
    body: () => ({ value: 'Sözleşme 2' }),
    status: 200,
    answer: object(CONTENT_ENTRY),
  },
  {
    call: 'DELETE /api/admin/content/{id}',
    keptParam: 'contentId',
    status: 200,
    answer: OK,
  },
  { call: 'GET /api/admin/services', status: 200, answer: list(ADMIN_SERVICE) },
  {
    call: 'POST /api/admin/services',
    body: () => ({ title: 'Sözleşme Hizmeti', slug: 'sozlesme-hizmeti', description: 'Deneme', icon: 'code' }),
    status: 201,
    answer: object(ADMIN_SERVICE),
    keep: keepId('newServiceId'),
  },
  {
    call: 'PUT /api/admin/services/{id}',
    keptParam: 'newServiceId',
    body: () => ({ description: 'Güncel', isActive: false }),
    status: 200,
    answer: object(ADMIN_SERVICE),
  },
  {
    call: 'GET /api/admin/services/content/{language}',
    language: 'en',
    status: 200,
    answer: list(SERVICE_CONTENT),
  },
  {
    call: 'PUT /api/admin/services/{serviceId}/content/{language}',
    keptParam: 'newServiceId',
    language: 'en',
    body: () => ({ title: 'Contract service', description: 'A test', features: ['One', 'Two'] }),
    status: 200,
    answer: object(SERVICE_CONTENT),
  },
  {
    call: 'DELETE /api/admin/services/{id}',
    keptParam: 'newServiceId',
    status: 200,
    answer: OK,
  },
  { call: 'GET /api/admin/projects', status: 200, answer: list(ADMIN_PROJECT) },
  {
    call: 'POST /api/admin/projects',
    body: () => ({
      title: 'Sözleşme Projesi',
      slug: 'sozlesme-projesi',
      description: 'Deneme',
      imageUrl: 'https://example.com/p.png',
      projectUrl: 'https://example.com',
      technologies: ['React', 'PostgreSQL'],
      category: 'web',
    }),
    status: 201,
    answer: object(ADMIN_PROJECT),
    keep: keepId('projectId'),
  },
  {
    call: 'PUT /api/admin/projects/{id}',
    keptParam: 'projectId',
    body: () => ({ technologies: ['Node.js'] }),
    status: 200,
    answer: object(ADMIN_PROJECT),
  },
  {
    call: 'GET /api/admin/projects/content/{language}',
    language: 'tr',
    status: 200,
    answer: list(PROJECT_CONTENT),
  },
  {
    call: 'DELETE /api/admin/projects/{id}',
    keptParam: 'projectId',
    status: 200,
    answer: OK,
  },
  { call: 'GET /api/admin/pricing', status: 200, answer: list(ADMIN_PACKAGE) },
  {
    call: 'DELETE /api/admin/pricing/{id}',
    prepare: async () => {
      const created = await adminRequest(app, 'POST', '/api/admin/pricing', {
        cookie,
        body: { name: 'Sözleşme Paketi', slug: 'sozlesme-paketi', price: '1000' },
      });
      kept.packageId = idOf(await created.json());
    },
    keptParam: 'packageId',
    status: 200,
    answer: OK,
  },
  { call: 'GET /api/admin/media', status: 200, answer: list(MEDIA_FILE) },
  {
    call: 'POST /api/admin/media/upload',
    multipart: () => pngForm({ alt: 'Sözleşme' }),
    status: 201,
    answer: object(MEDIA_FILE),
    keep: keepId('mediaId'),
  },
  {
    call: 'DELETE /api/admin/media/{id}',
    keptParam: 'mediaId',
    status: 200,
    answer: OK,
  },
  {
    call: 'GET /api/admin/contacts',
    status: 200,
    answer: list(CONTACT_MESSAGE),
    keep: keepId('messageId'),
  },
  {
    call: 'PUT /api/admin/contacts/{id}',
    keptParam: 'messageId',
    body: () => ({ status: 'replied' }),
    status: 200,
    answer: object(CONTACT_MESSAGE),
  },
  {
    call: 'DELETE /api/admin/contacts/{id}',
    keptParam: 'messageId',
    status: 200,
    answer: OK,
  },
  {
    call: 'GET /api/admin/newsletter',
    status: 200,
    answer: list(SUBSCRIBER),
    keep: keepId('subscriberId'),
  },
  {
    call: 'PUT /api/admin/newsletter/{id}',
    keptParam: 'subscriberId',
    body: () => ({ isActive: false }),
    status: 200,
    answer: object(SUBSCRIBER),
  },
];

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Each documented field is there with its JSON type (other fields may be there too). */
function expectFields(value: unknown, fields: Fields, where: string): void {
  expect(typeOf(value), where).toBe('object');
  for (const [name, type] of Object.entries(fields)) {
    const field = (value as Record<string, unknown>)[name];
    if (typeof type === 'object') expectFields(field, type, `${where}.${name}`);
    else expect(type.split('|'), `${where}.${name} is ${typeOf(field)}`).toContain(typeOf(field));
  }
}

function send(row: Row): Promise<Response> {
  const [method] = row.call.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE'];
  let path = row.call.slice(method.length + 1);
  if (row.language) path = path.replace('{language}', row.language);
  if (row.keptParam) path = path.replace(/\{(id|serviceId|slug)\}/, String(kept[row.keptParam]));
  // As the spec's client sends it: credentials, a JSON body only when there is one; from our origin.
  const headers: Record<string, string> = { origin: app.url, 'accept-encoding': 'gzip, br' };
  if (!row.anonymous) headers.cookie = cookie;
  let body: BodyInit | undefined;
  if (row.multipart) body = row.multipart();
  else if (row.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(row.body());
  }
  return fetch(`${app.url}${path}`, { method, headers, body });
}

beforeAll(async () => {
  app = await startTestApp();
  await createUsers(app.orm, [{ ...ADMIN, role: 'admin' }]);
  // A subscriber for the newsletter lists (subscribing is no call of the spec's tables).
  expect((await postJson(app, '/api/newsletter', { email: 'abone@example.com' })).status).toBe(201);
});
afterAll(async () => {
  await app?.close();
});

describe('the spec’s call tables, row by row', () => {
  it('every row of spec 000 §7 and spec 001 §7 is walked below', () => {
    const walked = new Set(ROWS.map((row) => row.call));
    for (const call of [...SPEC_000_CALLS, ...SPEC_001_CALLS]) expect(walked, call).toContain(call);
    expect(ROWS.length).toBe(walked.size);
  });

  for (const row of ROWS) {
    const shape =
      row.answer.type === 'list'
        ? `a list of { ${Object.keys(row.answer.item).join(', ')} }`
        : row.answer.type === 'object'
          ? `{ ${Object.keys(row.answer.fields).join(', ')} }`
          : 'JSON';
    it(`${row.call} → ${row.status}, ${shape}`, async () => {
      await row.prepare?.();
      const response = await send(row);
      const text = await response.text();
      expect(response.status, text.slice(0, 500)).toBe(row.status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = JSON.parse(text) as unknown;
      if (row.answer.type === 'list') {
        expect(Array.isArray(body), `${row.call} answers ${typeOf(body)}`).toBe(true);
        const items = body as unknown[];
        expect(items.length).toBeGreaterThan(0);
        items.forEach((item, index) => {
          expectFields(item, (row.answer as { item: Fields }).item, `[${index}]`);
        });
        // A paged procedure answers its whole list, and says how long it is.
        const paged = restRoutes.find((route) => `${route.method} ${route.path}` === row.call)?.list;
        if (paged) expect(response.headers.get('x-total-count')).toBe(String(items.length));
      } else if (row.answer.type === 'object') {
        expectFields(body, row.answer.fields, 'answer');
      }
      row.keep?.(body, response);
    });
  }

  it('the e-commerce packages of spec 000 §3 are among GET /api/pricing/{language}', async () => {
    const packages = (await (await fetch(`${app.url}/api/pricing/en`)).json()) as Array<{ slug: string }>;
    expect(packages.map((item) => item.slug)).toEqual(expect.arrayContaining([...ECOMMERCE_PACKAGE_SLUGS]));
  });
});
