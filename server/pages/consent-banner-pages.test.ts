/**
 * The cookie banner in the first HTML (issue 19): a request without the consent cookie gets the
 * page with the banner, one with it the page without; the page cache and the fast path keep the
 * two variants apart and send each to the right visitor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_NECESSARY } from '../../src/lib/consent/consent.ts';
import { formatConsentCookie } from '../../src/shared/consent-cookie.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

const INDEX = '<!doctype html><html lang="tr"><head><title>x</title></head><body><div id="root"></div></body></html>';
// A stand-in render bundle that writes what it was asked to render.
const BUNDLE = `
globalThis.__consentRenders = 0;
export async function renderPage(url, link, options) {
  globalThis.__consentRenders++;
  return {
    status: 200,
    language: 'tr',
    html: '<p>' + url + ' banner=' + String(options?.cookieBanner) + '</p>',
    state: '{}',
    routeIds: [],
    head: { kind: 'page', id: 'about' },
  };
}`;

const CONSENT = `cookie-consent=${formatConsentCookie('1.0', ONLY_NECESSARY, new Date('2026-01-02T03:04:05Z'))}`;
const renders = () => (globalThis as { __consentRenders?: number }).__consentRenders ?? 0;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ indexHtml: INDEX, renderBundle: BUNDLE });
});
afterAll(async () => {
  await app?.close();
});

const get = async (pathname: string, cookie?: string) => {
  const response = await fetch(`${app.url}${pathname}`, { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text() };
};

describe('pages with and without the cookie banner', () => {
  it('renders the banner for a request without the consent cookie and none with it, each kept once', async () => {
    const before = renders();
    const first = await get('/about');
    expect(first.html).toContain('<p>/about banner=true</p>');
    const chosen = await get('/about', `session=x; ${CONSENT}`);
    expect(chosen.html).toContain('<p>/about banner=false</p>');
    expect(renders()).toBe(before + 2);
    // Kept: answered again (by the fast path) without rendering, each to its own visitor.
    for (let round = 0; round < 2; round++) {
      expect((await get('/about')).html).toContain('banner=true');
      expect((await get('/about', CONSENT)).html).toContain('banner=false');
    }
    expect(renders()).toBe(before + 2);
    expect(first.response.headers.get('vary')).toMatch(/Cookie/);
    expect(chosen.response.headers.get('etag')).not.toBe(first.response.headers.get('etag'));
  });

  it('treats a cookie it did not write as no choice', async () => {
    expect((await get('/en/about', 'cookie-consent=yes')).html).toContain('banner=true');
    expect((await get('/en/about', `x-${CONSENT}`)).html).toContain('banner=true');
  });

  it('answers a revalidation of the other variant with the right page, not 304', async () => {
    const first = await get('/ar/about');
    const etag = first.response.headers.get('etag') ?? '';
    const revalidated = await fetch(`${app.url}/ar/about`, { headers: { 'if-none-match': etag, cookie: CONSENT } });
    expect(revalidated.status).toBe(200);
    expect(await revalidated.text()).toContain('banner=false');
    const same = await fetch(`${app.url}/ar/about`, { headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
  });
});

describe('the real render', () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await startTestApp({ indexHtml: INDEX, realRender: true });
  });
  afterAll(async () => {
    await real?.close();
  });

  it('writes the banner (early, after the skip link) for a first visit and leaves it out for a visitor who chose', async () => {
    const first = await (await fetch(`${real.url}/contact`)).text();
    const banner = first.indexOf('data-cookie-banner=""');
    expect(banner).toBeGreaterThan(0);
    expect(first.indexOf('class="skip-link"')).toBeLessThan(banner);
    expect(banner).toBeLessThan(first.indexOf('<main'));
    expect(first).toContain('Çerez Kullanımı');
    const chosen = await (await fetch(`${real.url}/contact`, { headers: { cookie: CONSENT } })).text();
    expect(chosen).not.toContain('data-cookie-banner=""');
    expect(chosen).toContain('<main');
  });
});
