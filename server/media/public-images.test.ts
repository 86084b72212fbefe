import { describe, expect, it } from 'vitest';
import type { PublicProject } from '../../src/shared/catalog.ts';
import type { PublicSettings } from '../../src/shared/settings.ts';
import { adminJson, query, type TestApp, withAdminApp } from '../test/harness.ts';

let app: TestApp;
let cookie: string;

withAdminApp((started) => {
  ({ app, cookie } = started);
});

type Row = {
  name: string;
  mime?: string;
  status: string | null;
  width?: number | null;
  height?: number | null;
  hash?: string | null;
  alpha?: boolean;
  animated?: boolean;
  alt?: string;
  alts?: Record<string, string>;
};

/** A library row as the pipeline leaves it (the files themselves play no part here). */
async function mediaRow(row: Row): Promise<string> {
  const url = `/uploads/${row.name}`;
  await query(
    app.orm,
    `insert into media_files (url, stored_name, original_name, mime_type, size, alt, image_status, width, height,
       has_alpha, animated, content_hash, placeholder, focal_x, focal_y, alts, created_at)
     values (?, ?, ?, ?, 1000, ?, ?, ?, ?, ?, ?, ?, 'data:image/webp;base64,AAAA', 0.25, 0.75, ?, now())`,
    [
      url,
      row.name,
      row.name,
      row.mime ?? 'image/jpeg',
      row.alt ?? '',
      row.status,
      row.width === undefined ? 2400 : row.width,
      row.height === undefined ? 1500 : row.height,
      row.alpha ?? false,
      row.animated ?? false,
      row.hash === undefined ? 'abcdef0123' : row.hash,
      JSON.stringify(row.alts ?? {}),
    ],
  );
  return url;
}

const put = (pathname: string, body: unknown) => adminJson(app, 'PUT', pathname, { cookie, body });
const get = async <T>(pathname: string) => {
  const response = await fetch(`${app.url}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return (await response.json()) as T;
};

describe('descriptors in public reads', () => {
  it('each public project carries `image` next to imageUrl: the alt in the language, else its title', async () => {
    const photo = await mediaRow({
      name: 'photo-1.jpg',
      status: 'ready',
      alts: { tr: 'Vitrin', en: 'Shop window', ar: 'واجهة المتجر' },
    });
    const processing = await mediaRow({ name: 'photo-2.png', mime: 'image/png', status: 'processing', alpha: true });
    const failed = await mediaRow({ name: 'photo-3.jpg', status: 'failed' });
    const svg = await mediaRow({ name: 'drawing.svg', mime: 'image/svg+xml', status: null, width: null, hash: null });
    const before = await get<PublicProject[]>('/api/projects/en');
    expect(before.length).toBeGreaterThanOrEqual(5);
    // The seed's drawings are site paths: no descriptor, drawn as before.
    for (const project of before) expect(project.image, project.slug).toBeNull();

    const urls = [photo, processing, failed, svg, 'https://cdn.example.com/a.jpg'];
    for (const [index, imageUrl] of urls.entries()) {
      expect((await put(`/api/admin/projects/${before[index].id}`, { imageUrl })).status).toBe(200);
    }
    // The admin writes emptied the cached answer: the next read has the descriptors.
    const en = await get<PublicProject[]>('/api/projects/en');
    expect(en[0].imageUrl).toBe(photo);
    expect(en[0].image).toEqual({
      src: photo,
      width: 2400,
      height: 1500,
      placeholder: 'data:image/webp;base64,AAAA',
      focalX: 0.25,
      focalY: 0.75,
      alt: 'Shop window',
      hash: 'abcdef0123',
      fallback: 'jpg',
      animated: false,
    });
    expect(en[1].image).toMatchObject({ src: processing, fallback: 'png', alt: en[1].content.title });
    expect(en.slice(2, 5).map((project) => project.image)).toEqual([null, null, null]);

    const de = await get<PublicProject[]>('/api/projects/de');
    expect(de[0].image?.alt).toBe(de[0].content.title);
    expect((await get<PublicProject[]>('/api/projects/ar'))[0].image?.alt).toBe('واجهة المتجر');
    expect((await get<PublicProject[]>('/api/projects/tr'))[0].image?.alt).toBe('Vitrin');

    // A later change of the image (here: its alt texts, as the media library saves them) shows
    // once an admin write empties the cache; until then the cached answer is served.
    await query(app.orm, `update media_files set alts = '{"en":"New window"}' where url = ?`, [photo]);
    expect((await put(`/api/admin/projects/${before[0].id}`, { imageUrl: photo })).status).toBe(200);
    expect((await get<PublicProject[]>('/api/projects/en'))[0].image?.alt).toBe('New window');
  });

  it('public settings carry `images` for uploaded raster images only, the text values unchanged', async () => {
    const seeded = await get<PublicSettings>('/api/settings');
    expect(seeded.images).toBeUndefined();
    const logo = await mediaRow({
      name: 'logo.png',
      mime: 'image/png',
      status: 'ready',
      width: 600,
      height: 150,
      alpha: true,
    });
    const poster = await mediaRow({ name: 'poster.jpg', status: 'ready', alts: { en: 'ignored' } });
    const marker = await mediaRow({ name: 'pin.svg', mime: 'image/svg+xml', status: null, width: null, hash: null });
    const saved = await put('/api/admin/settings', {
      logo_url: logo,
      intro_video_poster_url: poster,
      map_marker_logo_url: marker,
    });
    expect(saved.status).toBe(200);
    const settings = await get<PublicSettings>('/api/settings');
    expect(settings.logo_url).toBe(logo);
    expect(settings.map_marker_logo_url).toBe(marker);
    expect(Object.keys(settings.images ?? {}).sort()).toEqual(['intro_video_poster_url', 'logo_url']);
    expect(settings.images?.logo_url).toMatchObject({ src: logo, width: 600, height: 150, fallback: 'png', alt: '' });
    // The same in every language: the page gives the alt (the logo's is the site name).
    expect(settings.images?.intro_video_poster_url?.alt).toBe('');
    for (const [key, value] of Object.entries(settings)) {
      if (key !== 'images') expect(typeof value, key).toBe('string');
    }

    expect(
      (await put('/api/admin/settings', { logo_url: '', intro_video_poster_url: '', map_marker_logo_url: '' })).status,
    ).toBe(200);
    expect((await get<PublicSettings>('/api/settings')).images).toBeUndefined();
  });
});
