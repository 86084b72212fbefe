import type { Page } from '@playwright/test';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './page-width.ts';
import { siteOrigin } from './site-origin.ts';

/** A valid 1x1 PNG (the server checks the bytes, not only the name). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function storedSettings(page: Page): Promise<Record<string, string>> {
  const response = await page.request.get('/api/admin/settings');
  expect(response.status()).toBe(200);
  return response.json();
}

/** Puts settings back as they were (the e2e database is shared by every spec). */
async function restoreSettings(page: Page, values: Record<string, string>) {
  const response = await page.request.put('/api/admin/settings', { headers: { origin: siteOrigin() }, data: values });
  expect(response.status()).toBe(200);
}

test.describe('admin settings', () => {
  test('a new company phone shows in the public footer, then is restored', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings');
    const original = (await storedSettings(page)).company_phone;
    const phone = '+90 324 555 99 88';
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible();
      for (const tab of ['Genel', 'İletişim', 'Harita', 'Sosyal Medya', 'Marka']) {
        await expect(page.getByRole('tab', { name: tab })).toBeVisible();
      }
      await expect(page.getByLabel('Site adı')).toHaveValue('TBT Dijital');
      await page.getByRole('tab', { name: 'İletişim' }).click();
      await expect(page.getByLabel('Şirket e-postası')).toHaveAttribute('type', 'email');
      await expect(page.getByLabel('İletişim formu e-postası')).toHaveAttribute('type', 'email');
      const input = page.getByLabel('Telefon', { exact: true });
      await expect(input).toHaveValue(original);
      await input.fill(phone);
      await page.getByRole('tabpanel', { name: 'İletişim' }).getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Ayarlar güncellendi')).toBeVisible();
      expect((await storedSettings(page)).company_phone).toBe(phone);

      await page.goto('/');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: phone })).toBeVisible();
    } finally {
      await restoreSettings(page, { company_phone: original });
    }
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: original })).toBeVisible();
  });

  test("zoom 22 and a non-numeric latitude are refused in the browser with the rules' messages", async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings');
    const before = await storedSettings(page);
    await page.getByRole('tab', { name: 'Harita' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Harita' });
    const zoom = panel.getByLabel('Yakınlaştırma seviyesi');
    await expect(zoom).toHaveValue(before.maps_zoom_level);
    await zoom.fill('22');
    await panel.getByLabel('Enlem').fill('kuzey');
    await panel.getByRole('button', { name: 'Kaydet' }).click();
    await expect(panel.getByText('Yakınlaştırma seviyesi 1 ile 21 arasında bir tam sayı olmalıdır')).toBeVisible();
    await expect(panel.getByText('Enlem -90 ile 90 arasında bir sayı olmalıdır')).toBeVisible();
    // Nothing was sent: the stored values are unchanged, and 22 was not clamped to 21.
    await expect(zoom).toHaveValue('22');
    const after = await storedSettings(page);
    expect(after.maps_zoom_level).toBe(before.maps_zoom_level);
    expect(after.maps_latitude).toBe(before.maps_latitude);
  });

  test.describe('save failure', () => {
    // The cut connection is logged in the console on purpose.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('shows Ayarlar güncellenirken hata oluştu and keeps the stored value', async ({ page }) => {
      await signInAsAdmin(page, '/admin/settings');
      const before = (await storedSettings(page)).site_tagline;
      await page.route('**/trpc/settings.admin.update**', (route) => route.abort('failed'));
      await page.getByLabel('Slogan').fill('Kaydedilmeyecek slogan');
      await page.getByRole('tabpanel', { name: 'Genel' }).getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Ayarlar güncellenirken hata oluştu')).toBeVisible();
      expect((await storedSettings(page)).site_tagline).toBe(before);
    });
  });

  test('a PNG logo is uploaded, saved into logo_url and shown in the public header; then restored', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/settings');
    const original = await storedSettings(page);
    let saved = '';
    try {
      await page.getByRole('tab', { name: 'Marka' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Marka' });
      await expect(panel.getByLabel('Ana renk')).toHaveValue(original.theme_primary_color);
      await panel.getByLabel('Logo yükle').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
      await expect(page.getByText('Logo başarıyla yüklendi')).toBeVisible();

      saved = (await storedSettings(page)).logo_url;
      expect(saved).toMatch(/^\/uploads\/[\w-]+\.png$/);
      await expect(panel.getByLabel('Logo adresi')).toHaveValue(saved);
      await expect(panel.getByRole('img', { name: 'Mevcut logo' })).toHaveAttribute('src', saved);
      await expect(panel.getByLabel('Logo yükle')).toHaveValue('');
      await expectNoSeriousA11yViolations(page, 'branding tab with a logo');

      await page.goto('/');
      // Once processed, the header draws the logo from its variants (/uploads/v/<stem>-<hash>-<w>.png).
      const stem = saved.slice('/uploads/'.length).replace(/\.png$/, '');
      await expect(
        page.getByRole('banner').locator(`img[src="${saved}"], img[src^="/uploads/v/${stem}-"]`),
      ).toBeVisible();
    } finally {
      await restoreSettings(page, { logo_url: original.logo_url });
      // The uploaded file is in the media library; remove it now that no setting uses it.
      const media = (await (await page.request.get('/api/admin/media?pageSize=200')).json()) as {
        id: number;
        url: string;
      }[];
      const uploaded = media.find((file) => file.url === saved);
      if (uploaded) await page.request.delete(`/api/admin/media/${uploaded.id}`, { headers: { origin: siteOrigin() } });
    }
  });

  test.describe('server refusal', () => {
    // The refused upload logs its 415 in the console on purpose.
    test.use({ allowedConsoleErrors: [/status of 415/] });

    test('bytes that are not a PNG pass the browser check and show the server message', async ({ page }) => {
      await signInAsAdmin(page, '/admin/settings');
      const before = (await storedSettings(page)).logo_url;
      await page.getByRole('tab', { name: 'Marka' }).click();
      await page
        .getByRole('tabpanel', { name: 'Marka' })
        .getByLabel('Logo yükle')
        .setInputFiles({ name: 'sahte.png', mimeType: 'image/png', buffer: Buffer.from('bu bir resim değil') });
      await expect(page.getByText('Dosyanın içeriği uzantısıyla uyuşmuyor: .png')).toBeVisible();
      expect((await storedSettings(page)).logo_url).toBe(before);
    });
  });

  test('an unsupported file shows the spec message and clears the input', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings');
    await page.getByRole('tab', { name: 'Marka' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Marka' });
    const logo = panel.getByLabel('Logo yükle');
    await logo.setInputFiles({ name: 'notlar.txt', mimeType: 'text/plain', buffer: Buffer.from('merhaba') });
    await expect(panel.getByText('Desteklenmeyen dosya uzantısı: .txt')).toBeVisible();
    await expect(logo).toHaveValue('');
    const marker = panel.getByLabel('Harita işaretçisi yükle');
    await marker.setInputFiles({ name: 'isaret.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(panel.getByText('Desteklenmeyen dosya uzantısı: .gif')).toBeVisible();
    await expect(marker).toHaveValue('');
    // A PNG name with another declared type is refused too.
    await logo.setInputFiles({ name: 'logo.png', mimeType: 'text/plain', buffer: PNG_1X1 });
    await expect(panel.getByText('Geçersiz dosya türü: text/plain')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'branding tab with upload errors');
  });

  test('speaks Arabic right-to-left', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin/settings', 'الإعدادات');
    await expect(page.getByRole('tab', { name: 'عام' })).toBeVisible();
    await expect(page.getByLabel('اسم الموقع')).toHaveValue('TBT Dijital');
    // Every tab's inputs (hidden panels are not audited, so each is shown in turn).
    for (const [index, tab] of ['عام', 'التواصل', 'الخريطة', 'وسائل التواصل الاجتماعي', 'الهوية'].entries()) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tabpanel', { name: tab, exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `settings tab ${index} (ar)`);
    }
  });

  test('fits a phone @phone', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings');
    await page.getByRole('tab', { name: 'Harita' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Harita' }).getByLabel('Yakınlaştırma seviyesi')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
