/**
 * Issue 22's additions to the project and service calls, through REST on the real app: the
 * result figures (metrics) are saved and answered, an item's texts in several languages are
 * saved with it in one call, and a project's new slug keeps its old /portfolio# anchor.
 */
import { describe, expect, it } from 'vitest';
import { adminJson, type TestApp, withAdminApp } from '../test/harness.ts';

let app: TestApp;
let cookie: string;

const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', pathname: string, body?: unknown) =>
  adminJson<T>(app, method, pathname, { cookie, body });
const publicGet = async <T>(pathname: string) => (await (await fetch(`${app.url}${pathname}`)).json()) as T;

type PublicProject = {
  slug: string;
  metrics: Record<string, string>;
  formerSlugs: string[];
  content: { title: string; description: string; features: string[]; metricLabel: string };
};
type Content = { projectId?: number; serviceId?: number; title: string; features: string[] };

withAdminApp((started) => {
  ({ app, cookie } = started);
});

describe('projects', () => {
  it('saves metrics and every language’s texts in one call, and answers them', async () => {
    const created = await call<{ id: number; metrics: Record<string, string>; languages: string[] }>(
      'POST',
      '/api/admin/projects',
      {
        title: 'Form Projesi',
        slug: 'form-projesi',
        description: 'Türkçe açıklama',
        metrics: { result: '+75%', visitors: '12k' },
        texts: {
          tr: { title: 'Yok sayılır', description: 'Yok sayılır', features: ['Hızlı', 'Güvenli'] },
          en: { title: 'Form Project', description: 'English text', features: ['Fast'], metricLabel: 'Conversion' },
        },
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.metrics).toEqual({ result: '+75%', visitors: '12k' });
    expect(created.body.languages).toEqual(['tr', 'en']);

    const turkish = await publicGet<PublicProject[]>('/api/projects/tr');
    const tr = turkish.find((project) => project.slug === 'form-projesi');
    // The item's own title and description win over texts.tr's; its features are kept.
    expect(tr?.content).toEqual({
      title: 'Form Projesi',
      description: 'Türkçe açıklama',
      features: ['Hızlı', 'Güvenli'],
      metricLabel: '',
    });
    expect(Object.entries(tr?.metrics ?? {})).toEqual([
      ['result', '+75%'],
      ['visitors', '12k'],
    ]);
    expect(tr?.content.metricLabel).toBe('');
    const english = await publicGet<PublicProject[]>('/api/projects/en');
    expect(english.find((project) => project.slug === 'form-projesi')?.content).toMatchObject({
      features: ['Fast'],
      metricLabel: 'Conversion',
    });
    // German was not sent: the public answer falls back to Turkish.
    const german = await publicGet<PublicProject[]>('/api/projects/de');
    expect(german.find((project) => project.slug === 'form-projesi')?.content.title).toBe('Form Projesi');

    const updated = await call<{ metrics: Record<string, string> }>('PUT', `/api/admin/projects/${created.body.id}`, {
      metrics: { result: '+90%' },
      texts: { de: { title: 'Formprojekt', features: ['Schnell'] } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.metrics).toEqual({ result: '+90%' });
    const germanTexts = await call<Content[]>('GET', '/api/admin/projects/content/de');
    expect(germanTexts.body.find((row) => row.projectId === created.body.id)).toMatchObject({
      title: 'Formprojekt',
      features: ['Schnell'],
    });
    // English, not sent this time, is kept; saving its texts alone (the texts window) keeps the label.
    const englishTexts = await call<Content[]>('GET', '/api/admin/projects/content/en');
    expect(englishTexts.body.find((row) => row.projectId === created.body.id)?.title).toBe('Form Project');
    const window = await call<Content & { metricLabel: string }>(
      'PUT',
      `/api/admin/projects/${created.body.id}/content/en`,
      { title: 'Form Project 2', features: ['Fast'] },
    );
    expect(window.status).toBe(200);
    expect(window.body.metricLabel).toBe('Conversion');
  });

  it('refuses a metric with an empty value or a bad name, and a language’s texts without a title', async () => {
    for (const body of [
      { title: 'X', slug: 'x-metric', metrics: { result: ' ' } },
      { title: 'X', slug: 'x-metric', metrics: { '1st': '+5%' } },
      { title: 'X', slug: 'x-metric', texts: { en: { title: '', features: ['a'] } } },
      { title: 'X', slug: 'x-metric', texts: { xx: { title: 'a' } } },
      { title: 'X', slug: 'x-metric', texts: { en: { title: 'a', metricLabel: 'x'.repeat(61) } } },
    ])
      expect((await call('POST', '/api/admin/projects', body)).status).toBe(400);
  });

  it('a new slug keeps the old anchor: the project answers its former slugs', async () => {
    const created = await call<{ id: number }>('POST', '/api/admin/projects', { title: 'Eski Ad', slug: 'eski-ad' });
    const renamed = await call('PUT', `/api/admin/projects/${created.body.id}`, { slug: 'yeni-ad' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await call('PUT', `/api/admin/projects/${created.body.id}`, { slug: 'en-yeni-ad' })).status).toBe(200);
    const listed = await publicGet<PublicProject[]>('/api/projects/tr');
    expect(listed.find((project) => project.slug === 'en-yeni-ad')?.formerSlugs.sort()).toEqual(['eski-ad', 'yeni-ad']);
    const redirects = await call<Array<{ id: number; from: string; to: string; automatic: boolean }>>(
      'GET',
      '/api/admin/redirects',
    );
    expect(redirects.body).toContainEqual(
      expect.objectContaining({ from: '/portfolio#eski-ad', to: '/portfolio#en-yeni-ad', automatic: true }),
    );
    // The owner removes one old anchor: the public list drops it at once.
    const removed = redirects.body.find((redirect) => redirect.from === '/portfolio#eski-ad');
    expect((await call('DELETE', `/api/admin/redirects/${removed?.id}`)).status).toBe(200);
    const after = await publicGet<PublicProject[]>('/api/projects/tr');
    expect(after.find((project) => project.slug === 'en-yeni-ad')?.formerSlugs).toEqual(['yeni-ad']);
  });
});

describe('services', () => {
  it('saves features per language with the service in one call', async () => {
    const created = await call<{ id: number; languages: string[] }>('POST', '/api/admin/services', {
      title: 'Form Hizmeti',
      slug: 'form-hizmeti',
      texts: { tr: { title: 'Form Hizmeti', features: ['Bir'] }, ar: { title: 'خدمة', features: ['واحد'] } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.languages).toEqual(['tr', 'ar']);
    const arabic = await call<Content[]>('GET', '/api/admin/services/content/ar');
    expect(arabic.body.find((row) => row.serviceId === created.body.id)?.features).toEqual(['واحد']);
    const updated = await call('PUT', `/api/admin/services/${created.body.id}`, {
      texts: { tr: { title: 'Form Hizmeti 2', features: ['Bir', 'İki'] } },
    });
    expect(updated.status).toBe(200);
    const turkish = await call<Content[]>('GET', '/api/admin/services/content/tr');
    expect(turkish.body.find((row) => row.serviceId === created.body.id)).toMatchObject({
      title: 'Form Hizmeti 2',
      features: ['Bir', 'İki'],
    });

    // A language sent as null loses its texts: the site shows the Turkish ones there again.
    const cleared = await call<{ languages: string[] }>('PUT', `/api/admin/services/${created.body.id}`, {
      texts: { ar: null },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.languages).toEqual(['tr']);
    const arabicAfter = await call<Content[]>('GET', '/api/admin/services/content/ar');
    expect(arabicAfter.body.find((row) => row.serviceId === created.body.id)).toBeUndefined();
    const publicArabic = await publicGet<Array<{ slug: string; content: { title: string } }>>('/api/services/ar');
    expect(publicArabic.find((service) => service.slug === 'form-hizmeti')?.content.title).toBe('Form Hizmeti 2');
    // Turkish cannot be removed.
    const refused = await call('PUT', `/api/admin/services/${created.body.id}`, { texts: { tr: null } });
    expect(refused.status).toBe(400);
  });
});
