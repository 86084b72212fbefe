import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from './admin-session.ts';
import { expect, test } from './fixtures.ts';
import { siteOrigin } from './site-origin.ts';

type MediaRow = {
  id: number;
  originalName: string;
  image: { focalX: number; focalY: number; alts: Record<string, string>; width: number; height: number } | null;
};

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A real JPEG made here (a blue field with a lighter block at the top left), 800×500. */
async function photo(): Promise<Buffer> {
  const block = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#f4d35e' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 800, height: 500, channels: 3, background: '#1d5fa8' } })
    .composite([{ input: block, left: 40, top: 40 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A toast (Mantine shows one at a time) is there; closing it lets the next one show at once. */
async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
}

async function mediaNamed(page: Page, name: string): Promise<MediaRow> {
  const response = await page.request.get('/api/admin/media?pageSize=200');
  expect(response.status()).toBe(200);
  const row = ((await response.json()) as MediaRow[]).find((item) => item.originalName === name);
  if (!row) throw new Error(`no media file named ${name}`);
  return row;
}

/** Clicks the picker at fractions of its box, measured from its physical top-left corner. */
async function clickAt(picker: Locator, x: number, y: number) {
  const box = await picker.boundingBox();
  if (!box) throw new Error('the focal point picker is not drawn');
  await picker.click({ position: { x: box.width * x, y: box.height * y } });
}

/**
 * axe on the open dialog alone: behind the modal's overlay the page's own texts are dimmed on
 * purpose, and axe would measure them as painted.
 */
async function expectAccessibleDialog(page: Page, label: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
}

const cropPosition = (dialog: Locator) =>
  dialog
    .locator('figure img')
    .first()
    .evaluate((img) => getComputedStyle(img).objectPosition);

test.describe('admin media: focal point and alt texts', () => {
  test('a click and the arrow keys set the focal point, an English alt is saved, both kept; Arabic measures from the left', async ({
    page,
  }) => {
    const name = `odak-${unique()}.jpg`;
    let id: number | undefined;
    try {
      await signInAsAdmin(page, '/admin/media');
      const chooser = page.waitForEvent('filechooser');
      await page.getByLabel('Dosya', { exact: true }).click();
      const upload = await photo();
      await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: upload });
      await page.getByRole('button', { name: 'Yükle', exact: true }).click();
      await expectToast(page, 'Dosya başarıyla yüklendi');
      id = (await mediaNamed(page, name)).id;

      const card = page.getByRole('article', { name });
      await expect(card).toContainText('800 × 500');
      await card.getByRole('button', { name: 'Düzenle' }).click();
      const dialog = page.getByRole('dialog', { name: `Görseli düzenle: ${name}` });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('800 × 500 piksel');
      await expect(dialog.getByRole('link', { name: 'Orijinal dosyayı indir' })).toHaveAttribute(
        'href',
        `/api/admin/media/${id}/original`,
      );
      // The link gives the admin the file exactly as uploaded.
      const original = await page.request.get(`/api/admin/media/${id}/original`);
      expect(original.status()).toBe(200);
      expect(Buffer.from(await original.body()).equals(upload)).toBe(true);
      await expectAccessibleDialog(page, 'media edit dialog');

      // A click near the top-left corner puts the point there; the crops follow it.
      const picker = dialog.getByRole('button', { name: 'Odak noktasını seçin' });
      await clickAt(picker, 0.1, 0.2);
      const value = dialog.getByRole('status');
      await expect(value).toHaveText('Odak noktası: soldan %10, üstten %20');
      expect(await cropPosition(dialog)).toBe('10% 20%');
      // The keyboard: 5 % per arrow.
      await picker.focus();
      await page.keyboard.press('ArrowRight');
      await expect(value).toHaveText('Odak noktası: soldan %15, üstten %20');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowLeft');
      await expect(value).toHaveText('Odak noktası: soldan %10, üstten %25');
      await page.keyboard.press('ArrowUp');

      // Five alt fields; the Arabic one is written right to left.
      // (Mantine puts `dir` on the input's wrapper; what counts is the direction the input gets.)
      await expect(dialog.getByLabel('العربية')).toHaveCSS('direction', 'rtl');
      await expect(dialog.getByLabel('English')).toHaveCSS('direction', 'ltr');
      await dialog.getByLabel('English').fill('A yellow block on a blue field');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expectToast(page, 'Görsel bilgileri kaydedildi');
      await expect(dialog).toHaveCount(0);

      const saved = await mediaNamed(page, name);
      expect(saved.image?.focalX).toBeCloseTo(0.1, 2);
      expect(saved.image?.focalY).toBeCloseTo(0.2, 2);
      expect(saved.image?.alts.en).toBe('A yellow block on a blue field');

      // After a reload the edit view opens with what was saved.
      await page.reload();
      await page.getByRole('article', { name }).getByRole('button', { name: 'Düzenle' }).click();
      await expect(dialog.getByRole('status')).toHaveText('Odak noktası: soldan %10, üstten %20');
      await expect(dialog.getByLabel('English')).toHaveValue('A yellow block on a blue field');
      await dialog.getByRole('button', { name: 'İptal' }).click();
      await expect(dialog).toHaveCount(0);

      // In Arabic the page runs right to left, yet a click near the top-right is still x ≈ 0.9.
      await page.evaluate(() => localStorage.setItem('language', 'ar'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByRole('article', { name }).getByRole('button', { name: 'تعديل' }).click();
      const arabic = page.getByRole('dialog', { name: `تعديل الصورة: ${name}` });
      await expect(arabic.getByLabel('العربية')).toHaveCSS('direction', 'rtl');
      // An English text stays left to right on the Arabic screen.
      await expect(arabic.getByLabel('English')).toHaveCSS('direction', 'ltr');
      await expect(arabic.getByLabel('English')).toHaveValue('A yellow block on a blue field');
      await expectAccessibleDialog(page, 'media edit dialog in Arabic');
      await clickAt(arabic.getByRole('button', { name: 'اختر نقطة التركيز' }), 0.9, 0.1);
      expect(await cropPosition(arabic)).toBe('90% 10%');
      await arabic.getByLabel('العربية').fill('كتلة صفراء على خلفية زرقاء');
      await arabic.getByRole('button', { name: 'حفظ' }).click();
      await expectToast(page, 'تم حفظ بيانات الصورة');
      const rtl = await mediaNamed(page, name);
      expect(rtl.image?.focalX).toBeCloseTo(0.9, 2);
      expect(rtl.image?.focalY).toBeCloseTo(0.1, 2);
      expect(rtl.image?.alts).toMatchObject({ en: 'A yellow block on a blue field', ar: 'كتلة صفراء على خلفية زرقاء' });
    } finally {
      if (id) await page.request.delete(`/api/admin/media/${id}`, { headers: { origin: siteOrigin() } });
    }
  });
});
