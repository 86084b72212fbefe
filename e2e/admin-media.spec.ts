import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expect, test } from './fixtures.ts';
import { siteOrigin } from './site-origin.ts';

type UploadFile = { name: string; mimeType: string; buffer: Buffer };
type MediaRow = { id: number; url: string; originalName: string; mimeType: string; size: number; alt: string };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 orange PNG, made here so the test carries no binary fixture. */
function onePixelPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const scanline = Buffer.from([0, 0xf9, 0x73, 0x16, 0xff]); // filter byte, then one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const pngFile = (name: string): UploadFile => ({ name, mimeType: 'image/png', buffer: onePixelPng() });
const pdfFile = (name: string): UploadFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

/** A toast (Mantine shows one at a time) is there; closing it lets the next one show at once. */
async function expectToast(page: Page, text: string | RegExp) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
}

/** Picks a file the way a person does: the labelled file button opens the chooser. */
async function chooseFile(page: Page, file: UploadFile, label = 'Dosya') {
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel(label, { exact: true }).click();
  await (await chooser).setFiles(file);
}

async function uploadThroughForm(page: Page, file: UploadFile, alt?: string) {
  await chooseFile(page, file);
  if (alt) await page.getByLabel('Alternatif metin').fill(alt);
  await page.getByRole('button', { name: 'Yükle', exact: true }).click();
  await expectToast(page, 'Dosya başarıyla yüklendi');
  await expect(page.getByRole('article', { name: file.name })).toBeVisible();
}

/** The newest 200 files (the library is paged; a test's own files are among the newest). */
async function mediaRows(page: Page): Promise<MediaRow[]> {
  const response = await page.request.get('/api/admin/media?pageSize=200');
  expect(response.status()).toBe(200);
  return response.json();
}

async function mediaNamed(page: Page, name: string): Promise<MediaRow> {
  const row = (await mediaRows(page)).find((item) => item.originalName === name);
  if (!row) throw new Error(`no media file named ${name}`);
  return row;
}

/** Cleanup after a failed test: removes the test's files through the API (ignores missing ones). */
async function removeMedia(page: Page, names: string[]) {
  for (const row of await mediaRows(page)) {
    if (names.includes(row.originalName)) {
      await page.request.delete(`/api/admin/media/${row.id}`, { headers: { origin: siteOrigin() } });
    }
  }
}

async function deleteThroughCard(page: Page, name: string) {
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Silmeyi onaylayın' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Evet, sil' }).click();
  await expect(card).toHaveCount(0);
}

test.describe('admin media library', () => {
  test('uploads an image and a PDF, copies the address, serves them safely and deletes them', async ({
    page,
    context,
    playwright,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = unique();
    const png = pngFile(`piksel-${id}.png`);
    const pdf = pdfFile(`brosur-${id}.pdf`);
    try {
      await signInAsAdmin(page, '/admin/media');
      await expect(page.getByRole('heading', { level: 1, name: 'Medya' })).toBeVisible();
      await expect(page.getByLabel('Dosya', { exact: true })).toBeVisible();

      await uploadThroughForm(page, png, `Turuncu piksel ${id}`);
      await uploadThroughForm(page, pdf);

      const pngCard = page.getByRole('article', { name: png.name });
      const pdfCard = page.getByRole('article', { name: pdf.name });
      await expect(pngCard.getByRole('img', { name: `Turuncu piksel ${id}` })).toBeVisible();
      await expect(pngCard).toContainText('image/png');
      await expect(pngCard).toContainText(`${png.buffer.length} B`);
      await expect(pngCard).toContainText(/\d{1,2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
      await expect(pdfCard).toContainText('application/pdf');
      await expect(pdfCard).toContainText('PDF');
      await expect(pdfCard.getByRole('img')).toHaveCount(0);
      // The form is ready for the next file.
      await expect(page.getByLabel('Alternatif metin')).toHaveValue('');

      const pngRow = await mediaNamed(page, png.name);
      const pdfRow = await mediaNamed(page, pdf.name);
      expect(pngRow).toMatchObject({ mimeType: 'image/png', size: png.buffer.length, alt: `Turuncu piksel ${id}` });
      expect(pngRow.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
      expect(pdfRow.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);

      // Copy address: the absolute URL lands on the clipboard.
      await pngCard.getByRole('button', { name: 'Adresi kopyala' }).click();
      await expectToast(page, 'Dosya adresi panoya kopyalandı');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteOrigin()}${pngRow.url}`);
      await expect(pngCard.getByRole('link', { name: 'Aç' })).toHaveAttribute('href', pngRow.url);

      // The files are public, and never run as a page: nosniff, a sandboxing CSP, PDFs as downloads.
      const visitor = await playwright.request.newContext({ baseURL: siteOrigin() });
      const image = await visitor.get(pngRow.url);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(image.headers()['x-content-type-options']).toBe('nosniff');
      expect(image.headers()['content-security-policy']).toContain('sandbox');
      expect(image.headers()['content-security-policy']).toContain("default-src 'none'");
      // The public file is the re-encoded master (metadata stripped); the upload as sent is the admin's only.
      expect(Buffer.from(await image.body()).subarray(0, 8)).toEqual(png.buffer.subarray(0, 8));
      const original = await page.request.get(`/api/admin/media/${pngRow.id}/original`);
      expect(original.status()).toBe(200);
      expect(Buffer.from(await original.body()).equals(png.buffer)).toBe(true);
      expect((await visitor.get(`/api/admin/media/${pngRow.id}/original`)).status()).toBe(401);
      const pdfAnswer = await visitor.get(pdfRow.url);
      expect(pdfAnswer.status()).toBe(200);
      expect(pdfAnswer.headers()['x-content-type-options']).toBe('nosniff');
      expect(pdfAnswer.headers()['content-security-policy']).toContain('sandbox');
      expect(pdfAnswer.headers()['content-disposition']).toContain('attachment');

      await deleteThroughCard(page, png.name);
      await expectToast(page, 'Silindi');
      await deleteThroughCard(page, pdf.name);
      expect((await visitor.get(pngRow.url)).status()).toBe(404);
      expect((await visitor.get(pdfRow.url)).status()).toBe(404);
      await visitor.dispose();
    } finally {
      await removeMedia(page, [png.name, pdf.name]);
    }
  });

  test('a file with an unsupported extension is refused in the browser, with no request', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/media/upload')) uploads.push(request.url());
    });
    await signInAsAdmin(page, '/admin/media');
    await chooseFile(page, { name: 'kurulum.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(page.getByText('Desteklenmeyen dosya uzantısı: .exe')).toBeVisible();
    // The refused file is not kept: sending now only says that no file is chosen.
    await page.getByRole('button', { name: 'Yükle', exact: true }).click();
    await expect(page.getByText('Dosya seçilmedi')).toBeVisible();
    // A PNG name with another declared type is refused as well.
    await chooseFile(page, { name: 'resim.png', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(page.getByText('Geçersiz dosya türü: text/plain')).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test.describe('answers the server refuses', () => {
    test.use({ allowedConsoleErrors: [/status of (409|415)/] });

    test('a .png whose bytes are not a PNG is refused by the server with its message', async ({ page }) => {
      const name = `sahte-${unique()}.png`;
      await signInAsAdmin(page, '/admin/media');
      await chooseFile(page, { name, mimeType: 'image/png', buffer: Buffer.from('this is plain text, not an image') });
      await expect(page.getByText(/Desteklenmeyen|Geçersiz/)).toHaveCount(0);
      const answer = page.waitForResponse((response) => response.url().includes('/api/admin/media/upload'));
      await page.getByRole('button', { name: 'Yükle', exact: true }).click();
      expect((await answer).status()).toBe(415);
      const toast = page.getByRole('alert').filter({ hasText: '415: Dosyanın içeriği uzantısıyla uyuşmuyor: .png' });
      await expect(toast).toContainText('Dosya yüklenirken hata oluştu');
      await expect(page.getByRole('article', { name })).toHaveCount(0);
      expect((await mediaRows(page)).some((row) => row.originalName === name)).toBe(false);
    });

    test('a file a project still shows cannot be deleted (409)', async ({ page }) => {
      const id = unique();
      const png = pngFile(`proje-gorseli-${id}.png`);
      let projectId: number | undefined;
      try {
        await signInAsAdmin(page, '/admin/media');
        await uploadThroughForm(page, png);
        const row = await mediaNamed(page, png.name);
        const created = await page.request.post('/api/admin/projects', {
          headers: { origin: siteOrigin() },
          data: { title: `E2E medya ${id}`, slug: `e2e-medya-${id}`, imageUrl: row.url, isActive: false },
        });
        expect(created.status()).toBe(201);
        projectId = (await created.json()).id;

        const card = page.getByRole('article', { name: png.name });
        await card.getByRole('button', { name: 'Sil' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Evet, sil' }).click();
        await expect(
          page.getByText(`409: Bu dosya kullanımda (proje: e2e-medya-${id}); önce oradan kaldırın.`),
        ).toBeVisible();
        await expect(card).toBeVisible();

        const removed = await page.request.delete(`/api/admin/projects/${projectId}`, {
          headers: { origin: siteOrigin() },
        });
        expect(removed.status()).toBe(200);
        projectId = undefined;
        await deleteThroughCard(page, png.name);
      } finally {
        if (projectId)
          await page.request.delete(`/api/admin/projects/${projectId}`, { headers: { origin: siteOrigin() } });
        await removeMedia(page, [png.name]);
      }
    });

    test('a file in use is replaced by another: its uses move, then it can be deleted', async ({ page }) => {
      const id = unique();
      const old = pngFile(`eski-gorsel-${id}.png`);
      const fresh = pngFile(`yeni-gorsel-${id}.png`);
      let projectId: number | undefined;
      try {
        await signInAsAdmin(page, '/admin/media');
        await uploadThroughForm(page, old);
        await uploadThroughForm(page, fresh);
        const oldRow = await mediaNamed(page, old.name);
        const freshRow = await mediaNamed(page, fresh.name);
        const created = await page.request.post('/api/admin/projects', {
          headers: { origin: siteOrigin() },
          data: { title: `E2E değiştir ${id}`, slug: `e2e-degistir-${id}`, imageUrl: oldRow.url, isActive: false },
        });
        expect(created.status()).toBe(201);
        projectId = (await created.json()).id;
        await page.reload();

        const card = page.getByRole('article', { name: old.name });
        await card.getByRole('button', { name: 'Değiştir' }).click();
        const dialog = page.getByRole('dialog', { name: `Değiştir: ${old.name}` });
        await expect(dialog).toContainText(`E2E değiştir ${id}`);
        await dialog.getByRole('button', { name: `Bununla değiştir: ${fresh.name}` }).click();
        await expect(page.getByText('Kullanıldığı yerler yeni dosyaya geçti')).toBeVisible();
        await expect(card.getByTestId('media-used-by')).toHaveText('Sitede kullanılmıyor');
        const project = await (await page.request.get(`/api/admin/projects`)).json();
        expect(project.find((item: { id: number }) => item.id === projectId)?.imageUrl).toBe(freshRow.url);
        await deleteThroughCard(page, old.name);
      } finally {
        if (projectId)
          await page.request.delete(`/api/admin/projects/${projectId}`, { headers: { origin: siteOrigin() } });
        await removeMedia(page, [old.name, fresh.name]);
      }
    });
  });

  test.describe('a preview that cannot load', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('is hidden and an icon takes its place', async ({ page }) => {
      const png = pngFile(`kayip-${unique()}.png`);
      try {
        await signInAsAdmin(page, '/admin/media');
        await uploadThroughForm(page, png, 'Kayıp görsel');
        const row = await mediaNamed(page, png.name);
        await page.route(`**${row.url}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
        await page.reload();
        const card = page.getByRole('article', { name: png.name });
        await expect(card.getByText('Önizleme yok')).toBeVisible();
        await expect(card.getByRole('img')).toHaveCount(0);
        await page.unroute(`**${row.url}`);
        await deleteThroughCard(page, png.name);
      } finally {
        await removeMedia(page, [png.name]);
      }
    });
  });

  test('speaks Arabic right-to-left, with the browser check translated', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin/media', 'الوسائط');
    await expect(page.getByRole('heading', { name: 'رفع ملف' })).toBeVisible();
    await chooseFile(
      page,
      { name: 'kurulum.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
      'الملف',
    );
    await expect(page.getByText('امتداد ملف غير مدعوم: .exe')).toBeVisible();
  });

  test('works on a phone @phone', async ({ page }) => {
    const png = pngFile(`telefon-${unique()}.png`);
    try {
      await signInAsAdmin(page, '/admin/media');
      await uploadThroughForm(page, png, 'Telefondan');
      const card = page.getByRole('article', { name: png.name });
      await expect(card.getByRole('img', { name: 'Telefondan' })).toBeVisible();
      const viewport = page.viewportSize()?.width ?? 0;
      const box = await card.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
      await deleteThroughCard(page, png.name);
    } finally {
      await removeMedia(page, [png.name]);
    }
  });
});
