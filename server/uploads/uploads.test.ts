/**
 * Uploads through the real app: real multipart bodies, real files on disk, limits exactly at
 * and one byte over, bytes that lie about their type, unsafe SVGs, and how files are served.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, SVG_MAX_BYTES } from '../../src/shared/uploads.ts';
import { query, startAdminApp, type TestApp } from '../test/harness.ts';
import { DESIGNER_SVGS, ISSUE_BYPASSES } from '../test/svg-attack-corpus.ts';
import { pngChunk } from '../test/test-images.ts';
import { sanitizeSvg } from './svg-sanitizer.ts';
import { stagingDirOf, uploadDirOf } from './upload-storage.ts';

let app: TestApp;
let cookie: string;
let uploadDir: string;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Real images (raster uploads are decoded since issue 20), padded to an exact size where asked:
// a private ancillary PNG chunk after IHDR, JPEG comment segments after SOI.
const TINY = sharp({ create: { width: 4, height: 4, channels: 3, background: '#f60' } });
const BASE_PNG = await TINY.clone().png().toBuffer();
const BASE_JPEG = await TINY.clone().jpeg().toBuffer();
const png = (size: number) => {
  const padding = size - BASE_PNG.length - 12;
  if (padding < 0) return BASE_PNG;
  const afterHeader = 8 + 25; // signature, IHDR
  const chunk = pngChunk('prVt', Buffer.alloc(padding, 1));
  return Buffer.concat([BASE_PNG.subarray(0, afterHeader), chunk, BASE_PNG.subarray(afterHeader)]);
};
const jpeg = (size: number) => {
  const segments: Buffer[] = [];
  for (let left = size - BASE_JPEG.length; left >= 4; ) {
    const data = Math.min(left - 4, 65_000);
    const segment = Buffer.alloc(4 + data, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(data + 2, 2);
    segments.push(segment);
    left -= segment.length;
  }
  return Buffer.concat([BASE_JPEG.subarray(0, 2), ...segments, BASE_JPEG.subarray(2)]);
};
const svg = (body = '<rect width="10" height="10" fill="#f60"/>') =>
  Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);
const paddedSvg = (size: number) => {
  const head = '<svg xmlns="http://www.w3.org/2000/svg"><!-- ';
  const tail = ' --></svg>';
  return Buffer.from(head + 'x'.repeat(size - head.length - tail.length) + tail);
};

function form(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (file) data.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}

const upload = (pathname: string, body: FormData, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${pathname}`, { method: 'POST', headers: { origin: app.url, cookie, ...headers }, body });
const brand = (file: { name: string; type: string; bytes: Buffer }, type = 'logo') =>
  upload('/api/admin/upload', form({ type }, file));
const media = (file: { name: string; type: string; bytes: Buffer }) =>
  upload('/api/admin/media/upload', form({}, file));

/** Files on disk, apart from the staging folder (which must be empty after every request). */
async function storedFiles(): Promise<string[]> {
  const names = await fs.readdir(uploadDir).catch(() => []);
  return names.filter((name) => name !== '.staging').sort();
}
async function stagingFiles(): Promise<string[]> {
  return fs.readdir(stagingDirOf(uploadDir)).catch(() => []);
}
const mediaCount = async () =>
  Number((await query<{ n: string }>(app.orm, 'select count(*) as n from media_files'))[0].n);

type Refusal = { status: number; message: string | RegExp };
/** The upload refusals the tests meet: the status and the spec's Turkish message. */
const REFUSED = {
  noFile: { status: 400, message: 'Dosya seçilmedi' },
  twoFiles: { status: 400, message: 'Tek seferde yalnızca bir dosya yüklenebilir' },
  tooLarge: { status: 413, message: /^Dosya çok büyük: / },
  svgContent: { status: 415, message: 'SVG dosyası betik, olay işleyicisi, dış bağlantı veya DOCTYPE içeremez' },
  extension: (extension: string) => ({ status: 415, message: `Desteklenmeyen dosya uzantısı: ${extension}` }),
  mimeType: (type: string) => ({ status: 415, message: `Geçersiz dosya türü: ${type}` }),
  contentMismatch: (extension: string) => ({
    status: 415,
    message: `Dosyanın içeriği uzantısıyla uyuşmuyor: ${extension}`,
  }),
} satisfies Record<string, Refusal | ((value: string) => Refusal)>;

/** The upload is refused as `refusal` says, and nothing is left on disk (staging empty, stored files unchanged). */
async function expectRefused(response: Response, { status, message }: Refusal) {
  const before = await storedFiles();
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string };
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(await stagingFiles()).toEqual([]);
  expect(await storedFiles()).toEqual(before);
}

beforeAll(async () => {
  ({ app, cookie } = await startAdminApp());
  uploadDir = uploadDirOf(app.env.dataDir);
});
afterAll(async () => {
  await app?.close();
});

describe('POST /api/admin/upload (logo and map marker)', () => {
  it('stores a PNG exactly at 5 MB under a generated name and answers its url', async () => {
    const response = await brand({ name: 'Şirket Logosu.png', type: 'image/png', bytes: png(IMAGE_MAX_BYTES) });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as { url: string; media: { originalName: string; size: number } };
    expect(body.url).toMatch(/^\/uploads\/brand-[0-9a-f-]{36}\.png$/);
    expect(body.media).toMatchObject({
      originalName: 'Şirket Logosu.png',
      size: IMAGE_MAX_BYTES,
      mimeType: 'image/png',
    });
    // Kept as uploaded in the private originals; the public master is re-encoded (issue 20).
    const stored = await fs.stat(path.join(uploadDir, '.originals', path.basename(body.url)));
    expect(stored.size).toBe(IMAGE_MAX_BYTES);
    expect(await stagingFiles()).toEqual([]);
  });

  it('refuses a PNG one byte over 5 MB with 413 and leaves nothing on disk', async () => {
    const before = await mediaCount();
    await expectRefused(
      await brand({ name: 'big.png', type: 'image/png', bytes: png(IMAGE_MAX_BYTES + 1) }),
      REFUSED.tooLarge,
    );
    expect(await mediaCount()).toBe(before);
  });

  it('takes an SVG exactly at 2 MB and refuses one byte more', async () => {
    const ok = await brand(
      { name: 'marker.svg', type: 'image/svg+xml', bytes: paddedSvg(SVG_MAX_BYTES) },
      'map_marker',
    );
    expect(ok.status).toBe(201);
    await expectRefused(
      await brand({ name: 'marker.svg', type: 'image/svg+xml', bytes: paddedSvg(SVG_MAX_BYTES + 1) }, 'map_marker'),
      REFUSED.tooLarge,
    );
  });

  it('takes a JPEG (.jpeg stored as .jpg) and a WebP', async () => {
    const jpg = await brand({ name: 'photo.JPEG', type: 'image/jpeg', bytes: jpeg(2000) });
    expect(jpg.status).toBe(201);
    expect(((await jpg.json()) as { url: string }).url).toMatch(/\.jpg$/);
    const webp = await TINY.clone().webp().toBuffer();
    expect((await brand({ name: 'a.webp', type: 'image/webp', bytes: webp })).status).toBe(201);
  });

  it('refuses an extension outside jpg, jpeg, png, svg, webp with the spec message (415)', async () => {
    await expectRefused(
      await brand({ name: 'anim.gif', type: 'image/gif', bytes: Buffer.from('GIF89a....') }),
      REFUSED.extension('.gif'),
    );
  });

  it('refuses a MIME type outside the extension’s group (415)', async () => {
    await expectRefused(
      await brand({ name: 'logo.png', type: 'image/jpeg', bytes: png(500) }),
      REFUSED.mimeType('image/jpeg'),
    );
  });

  it('refuses bytes that are not what the extension says (415)', async () => {
    await expectRefused(
      await brand({ name: 'logo.png', type: 'image/png', bytes: jpeg(500) }),
      REFUSED.contentMismatch('.png'),
    );
    await expectRefused(
      await brand({ name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<html><body>hi</body></html>') }),
      REFUSED.contentMismatch('.svg'),
    );
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an event handler', '<rect onload="alert(1)"/>'],
    ['an external reference', '<image href="https://evil.example/x.png"/>'],
    ['a javascript: link', '<a xlink:href="javascript:alert(1)"><rect/></a>'],
    ['foreign HTML', '<foreignObject><div>x</div></foreignObject>'],
  ])('refuses an SVG with %s (415)', async (_name, body) => {
    await expectRefused(await brand({ name: 'x.svg', type: 'image/svg+xml', bytes: svg(body) }), REFUSED.svgContent);
  });

  it.each(ISSUE_BYPASSES.map((attack) => [attack.name, attack.svg] as const))(
    'refuses the reported bypass %s as a logo (415), nothing stored',
    async (_name, text) => {
      const before = await mediaCount();
      await expectRefused(
        await brand({ name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from(text) }),
        REFUSED.svgContent,
      );
      expect(await mediaCount()).toBe(before);
    },
  );

  it('takes a designer SVG as a logo, stores it cleaned of editor data and serves it inline', async () => {
    const inkscape = DESIGNER_SVGS.find((sample) => sample.name.startsWith('Inkscape'));
    const original = Buffer.from(inkscape?.svg ?? '');
    const response = await brand({ name: 'logo.svg', type: 'image/svg+xml', bytes: original });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as { url: string; media: { size: number; mimeType: string } };
    expect(body.url).toMatch(/^\/uploads\/brand-[0-9a-f-]{36}\.svg$/);
    const cleaned = sanitizeSvg(original);
    if (!cleaned.ok) throw new Error(cleaned.detail);
    const stored = await fs.readFile(path.join(uploadDir, path.basename(body.url)), 'utf8');
    expect(stored).toBe(cleaned.svg);
    expect(body.media).toMatchObject({ size: Buffer.byteLength(stored), mimeType: 'image/svg+xml' });
    expect(await stagingFiles()).toEqual([]);

    const served = await fetch(`${app.url}${body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-disposition')).toBeNull();
    const text = await served.text();
    expect(text).toBe(stored);
    for (const kept of [
      '<radialGradient xlink:href="#linearGradient1"',
      'fill:url(#radialGradient3)',
      '>Şirket</tspan>',
    ]) {
      expect(text).toContain(kept);
    }
    for (const dropped of ['sodipodi', 'inkscape', 'metadata', '<!--']) expect(text).not.toContain(dropped);
  });

  it('refuses an SVG with a DOCTYPE (entity expansion)', async () => {
    const bomb = Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>');
    expect((await brand({ name: 'x.svg', type: 'image/svg+xml', bytes: bomb })).status).toBe(415);
  });

  it('answers 400 "Dosya seçilmedi" without a file, and 400 for a type other than logo or map_marker', async () => {
    await expectRefused(await upload('/api/admin/upload', form({ type: 'logo' })), REFUSED.noFile);
    const response = await upload(
      '/api/admin/upload',
      form({ type: 'favicon' }, { name: 'a.png', type: 'image/png', bytes: png(100) }),
    );
    expect(response.status).toBe(400);
    expect(await stagingFiles()).toEqual([]);
  });

  it('answers 400 to a body that is not multipart, and to two files at once', async () => {
    const json = await fetch(`${app.url}/api/admin/upload`, {
      method: 'POST',
      headers: { origin: app.url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'logo', file: { path: '/etc/passwd' } }),
    });
    expect(json.status).toBe(400);
    const two = form({ type: 'logo' }, { name: 'a.png', type: 'image/png', bytes: png(100) });
    two.append('file', new Blob([new Uint8Array(png(100))], { type: 'image/png' }), 'b.png');
    await expectRefused(await upload('/api/admin/upload', two), REFUSED.twoFiles);
  });

  it('the tRPC transport cannot fake a staged file', async () => {
    const response = await fetch(`${app.url}/trpc/settings.admin.uploadBrand`, {
      method: 'POST',
      headers: { origin: app.url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'logo', file: { path: '/etc/passwd', rule: {} } }),
    });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/admin/media/upload', () => {
  it.each([
    ['report.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')],
    [
      'old.doc',
      'application/msword',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]),
    ],
    [
      'new.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from('....[Content_Types].xml....word/document.xml....'),
      ]),
    ],
    ['clip.mp4', 'video/mp4', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(40)])],
    ['song.mp3', 'audio/mpeg', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(40)])],
    ['voice.ogg', 'audio/ogg', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(40)])],
    ['icon.svg', 'image/svg+xml', svg()],
  ])('stores %s by its content', async (name, type, bytes) => {
    const response = await media({ name, type, bytes });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as { url: string; originalName: string };
    expect(body.originalName).toBe(name);
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.[a-z0-9]+$/);
  });

  it('applies the same SVG check to the library: a bypass refused, a designer SVG stored cleaned', async () => {
    await expectRefused(
      await media({ name: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from(ISSUE_BYPASSES[0].svg) }),
      REFUSED.svgContent,
    );
    const figma = DESIGNER_SVGS.find((sample) => sample.name.startsWith('Figma'));
    const response = await media({ name: 'card.svg', type: 'image/svg+xml', bytes: Buffer.from(figma?.svg ?? '') });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as { url: string };
    const stored = await fs.readFile(path.join(uploadDir, path.basename(body.url)), 'utf8');
    expect(stored).toContain('<feGaussianBlur stdDeviation="2"/>');
    expect(stored).toContain('<use xlink:href="#image0_12_3"');
  });

  it('refuses a zip renamed to .docx and an executable renamed to .pdf', async () => {
    await expectRefused(
      await media({
        name: 'x.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('just a zip')]),
      }),
      REFUSED.contentMismatch('.docx'),
    );
    await expectRefused(
      await media({ name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00 program') }),
      REFUSED.contentMismatch('.pdf'),
    );
    await expectRefused(
      await media({ name: 'tool.exe', type: 'application/octet-stream', bytes: Buffer.from('MZ') }),
      REFUSED.extension('.exe'),
    );
  });

  it('keeps a path in the uploaded name as metadata only', async () => {
    const response = await media({ name: '../../etc/evil.png', type: 'image/png', bytes: png(100) });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string };
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await storedFiles()).toContain(path.basename(body.url));
  });

  it('lists uploads newest first, and delete removes the row and the file', async () => {
    const created = (await (await media({ name: 'gone.png', type: 'image/png', bytes: png(64) })).json()) as {
      id: number;
      url: string;
    };
    const list = (await (await fetch(`${app.url}/api/admin/media`, { headers: { cookie } })).json()) as Array<{
      id: number;
    }>;
    expect(list[0].id).toBe(created.id);
    const removed = await fetch(`${app.url}/api/admin/media/${created.id}`, {
      method: 'DELETE',
      headers: { origin: app.url, cookie },
    });
    expect(removed.status).toBe(200);
    expect(await storedFiles()).not.toContain(path.basename(created.url));
    const again = await fetch(`${app.url}/api/admin/media/${created.id}`, {
      method: 'DELETE',
      headers: { origin: app.url, cookie },
    });
    expect(again.status).toBe(404);
  });

  it('keeps a file the settings use (409) until the setting changes', async () => {
    const logo = (await (await brand({ name: 'in-use.png', type: 'image/png', bytes: png(64) })).json()) as {
      url: string;
      media: { id: number };
    };
    const save = await fetch(`${app.url}/api/admin/settings`, {
      method: 'PUT',
      headers: { origin: app.url, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ logo_url: logo.url }),
    });
    expect(save.status).toBe(200);
    const refused = await fetch(`${app.url}/api/admin/media/${logo.media.id}`, {
      method: 'DELETE',
      headers: { origin: app.url, cookie },
    });
    expect(refused.status).toBe(409);
    expect(await storedFiles()).toContain(path.basename(logo.url));
    expect(((await (await fetch(`${app.url}/api/settings`)).json()) as Record<string, string>).logo_url).toBe(logo.url);
  });
});

describe('GET /uploads/...', () => {
  it('serves images inline with nosniff and a sandboxing CSP, documents as downloads', async () => {
    const image = (await (await media({ name: 'a.png', type: 'image/png', bytes: png(80) })).json()) as { url: string };
    const pdf = (await (
      await media({ name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n') })
    ).json()) as { url: string };
    const libSvg = (await (await media({ name: 'a.svg', type: 'image/svg+xml', bytes: svg() })).json()) as {
      url: string;
    };

    const served = await fetch(`${app.url}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8)).toEqual(PNG_SIGNATURE);

    const document = await fetch(`${app.url}${pdf.url}`);
    expect(document.headers.get('content-disposition')).toMatch(/^attachment;/);
    const librarySvg = await fetch(`${app.url}${libSvg.url}`);
    expect(librarySvg.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('answers 404 to names it never generated, traversal included', async () => {
    for (const name of ['passwd', '..%2F..%2Fpackage.json', '.staging', 'x.png']) {
      expect((await fetch(`${app.url}/uploads/${name}`)).status, name).toBe(404);
    }
  });
});
