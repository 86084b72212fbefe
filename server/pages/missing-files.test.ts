import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_MEDIA_DIR } from '../db/seed/media.seed.ts';
import { startTestApp, TEST_INDEX_HTML, type TestApp } from '../test/harness.ts';
import { isMissingFileRequest } from './spa.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  // A real static file next to index.html, as the build has them.
  await fs.writeFile(path.join(app.clientDir, 'consent-defaults.js'), 'window.x = 1;\n');
});

afterAll(async () => {
  await app?.close();
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${pathname}`, { headers, redirect: 'manual' });

describe('missing static files', () => {
  it.each([
    '/videos/intro.mp4',
    '/videos/anything',
    '/images/missing.png',
    '/missing.js',
    '/styles/site.css',
    '/favicon.ico',
    '/humans.txt',
    '/en/videos/intro.mp4',
    '/services/web-tasarim.webp',
  ])('%s answers a plain 404, never the SPA', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toBe('Not found');
    expect(body).not.toContain('test-spa-index');
  });

  it('a HEAD request for a missing video is 404 too', async () => {
    expect((await fetch(`${app.url}/videos/intro.mp4`, { method: 'HEAD' })).status).toBe(404);
  });

  it('files that exist are still served, and pages still answer the SPA', async () => {
    const script = await get('/consent-defaults.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('window.x = 1;\n');
    for (const pathname of ['/', '/services', '/services/web-tasarim', '/ar/contact', '/admin/settings']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toContain('test-spa-index');
    }
    expect(await (await get('/admin/login')).text()).toBe(TEST_INDEX_HTML);
  });

  it('tells files from pages by the last part of the path', () => {
    expect(isMissingFileRequest('/videos/intro.mp4')).toBe(true);
    expect(isMissingFileRequest('/a.b/page')).toBe(false);
    expect(isMissingFileRequest('/contact')).toBe(false);
    expect(isMissingFileRequest('/videos')).toBe(false);
  });
});

describe('the seeded intro video', () => {
  it('is in the media library, set in the settings and served as a real MP4 with ranges', async () => {
    const settings = (await (await get('/api/settings')).json()) as Record<string, string>;
    expect(settings.intro_video_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.mp4$/);
    expect(settings.intro_video_poster_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);

    const video = await get(settings.intro_video_url);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await video.arrayBuffer());
    expect(bytes.equals(await fs.readFile(path.join(SEED_MEDIA_DIR, 'intro.mp4')))).toBe(true);
    // An MP4 with its index first (faststart): a player can start before the end arrives.
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));

    // Players seek with ranges.
    const range = await get(settings.intro_video_url, { range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(100);

    const poster = await get(settings.intro_video_poster_url);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });
});
