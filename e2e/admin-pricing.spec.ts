import { removeIfLeft } from './admin-catalog.ts';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './page-width.ts';
import { siteOrigin } from './site-origin.ts';

type Package = { id: number; slug: string; name: string };

test.describe('admin pricing', () => {
  test('create, edit, translate and delete a package; the public e-commerce page follows', async ({ page }) => {
    const stamp = `${Date.now()}`;
    const slug = `e2e-paket-${stamp}`;
    const name = `E2E Paket ${stamp}`;
    // A long walk through four screens.
    test.setTimeout(60_000);
    await signInAsAdmin(page, '/admin/pricing');
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'Fiyatlandırma' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Fiyat paketleri' });
      const starter = table.getByRole('row').filter({ hasText: 'tbt-baslangic' });
      await expect(starter).toContainText('14.900 TL');
      await expect(starter).toContainText('Aktif');
      await expect(table.getByRole('row').filter({ hasText: 'tbt-kurumsal' })).toContainText('Teklif alın');

      // Create: the browser checks the server's rules first.
      await page.getByRole('button', { name: 'Yeni Paket' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni paket' });
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(dialog.getByText('Başlık gereklidir')).toBeVisible();
      await expect(dialog.getByText('Slug gereklidir')).toBeVisible();
      await dialog.getByLabel('Paket adı').fill(name);
      await dialog.getByLabel('Slug').fill(slug);
      await dialog.getByLabel('Alt başlık').fill('Uçtan uca test paketi');
      await dialog.getByLabel('Fiyat (TL)').fill('12.345 TL');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(dialog.getByText('Fiyat yalnızca rakamlardan oluşmalıdır (teklif için boş bırakın)')).toBeVisible();
      await dialog.getByLabel('Fiyat (TL)').fill('12345');
      await dialog.getByLabel('Özellikler').fill('Birinci özellik\n\nİkinci özellik');
      // The type is a choice of readable names; ecommerce (the public pages' type) by default.
      const type = dialog.getByRole('combobox', { name: 'Tür' });
      await expect(type).toHaveValue('E-ticaret paketi');
      await type.click();
      await expect(page.getByRole('option', { name: 'Web sitesi paketi' })).toBeVisible();
      await page.getByRole('option', { name: 'E-ticaret paketi' }).click();
      await expectNoSeriousA11yViolations(page, 'package form');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Paket oluşturuldu')).toBeVisible();
      await expect(dialog).toBeHidden();
      const row = table.getByRole('row').filter({ hasText: slug });
      await expect(row).toContainText(name);
      await expect(row).toContainText('12.345 TL');
      // The stored code stays ecommerce (the public pages below show the package); its name is shown.
      await expect(row).toContainText('E-ticaret paketi');
      await expect(row).toContainText('Aktif');
      await expect(row).not.toContainText('Popüler');

      // Edit: a new name, popular.
      await row.getByRole('button', { name: `Düzenle: ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Paketi düzenle' });
      await expect(edit.getByLabel('Özellikler')).toHaveValue('Birinci özellik\nİkinci özellik');
      await edit.getByLabel('Paket adı').fill(`${name} Plus`);
      await edit.getByRole('switch', { name: 'Popüler (öne çıkan paket)' }).check();
      await edit.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Paket güncellendi')).toBeVisible();
      await expect(row).toContainText(`${name} Plus`);
      await expect(row).toContainText('Popüler');

      // English texts through the language selector.
      await row.getByRole('button', { name: `Metinler: ${name} Plus` }).click();
      const texts = page.getByRole('dialog', { name: `Dil metinleri: ${name} Plus` });
      await expect(texts.getByLabel('Dil')).toHaveValue('en');
      await expect(texts.getByText('Bu dilde henüz metin yok; sitede Türkçe metinler gösterilir.')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'texts dialog');
      await texts.getByRole('textbox', { name: 'Başlık', exact: true }).fill(`E2E Package ${stamp}`);
      await texts.getByLabel('Özellikler').fill('First feature');
      await texts.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Metinler kaydedildi')).toBeVisible();
      await texts.getByLabel('Dil').selectOption('tr');
      await expect(texts.getByRole('textbox', { name: 'Başlık', exact: true })).toHaveValue(`${name} Plus`);
      await texts.getByLabel('Dil').selectOption('en');
      await expect(texts.getByRole('textbox', { name: 'Başlık', exact: true })).toHaveValue(`E2E Package ${stamp}`);
      await texts.getByRole('button', { name: 'Kapat' }).first().click();
      await expect(row).toContainText('TR · EN');

      // The public e-commerce page lists every active ecommerce package.
      await page.goto('/ecommerce');
      await expect(page.getByRole('heading', { name: `${name} Plus` })).toBeVisible();
      await page.goto('/en/ecommerce');
      await expect(page.getByRole('heading', { name: `E2E Package ${stamp}` })).toBeVisible();
      // The English page stored English as the visitor's language; the admin walk goes on in Turkish.
      await page.evaluate(() => localStorage.setItem('language', 'tr'));

      // Delete: no confirmation (spec 001 section 5).
      await page.goto('/admin/pricing');
      await table
        .getByRole('row')
        .filter({ hasText: slug })
        .getByRole('button', { name: `Sil: ${name} Plus` })
        .click();
      await expect(page.getByText('Paket silindi')).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: slug })).toHaveCount(0);
      await page.goto('/ecommerce');
      await expect(page.getByRole('heading', { name: 'Başlangıç E-Ticaret Paketi' })).toBeVisible();
      await expect(page.getByRole('heading', { name: `${name} Plus` })).toHaveCount(0);
    } finally {
      await removeIfLeft(page, 'pricing', slug);
    }
  });

  test.describe('delete failure', () => {
    // The refused delete (the package is already gone) logs its 404 in the console on purpose.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('shows Failed to delete pricing package', async ({ page }) => {
      const slug = `e2e-silinen-${Date.now()}`;
      await signInAsAdmin(page, '/admin/pricing');
      const created = await page.request.post('/api/admin/pricing', {
        headers: { origin: siteOrigin() },
        data: { name: 'Silinecek Paket', slug },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as Package;
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: slug });
      await expect(row).toBeVisible();
      // Deleted behind the screen's back: the screen's delete then fails with 404.
      await page.request.delete(`/api/admin/pricing/${id}`, { headers: { origin: siteOrigin() } });
      await row.getByRole('button', { name: 'Sil: Silinecek Paket' }).click();
      await expect(page.getByText('Failed to delete pricing package')).toBeVisible();
      await expect(page.getByText('404: Paket bulunamadı')).toBeVisible();
    });
  });

  test('speaks Arabic right-to-left', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin/pricing', 'الأسعار');
    await expect(page.getByRole('button', { name: 'باقة جديدة' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'السعر' })).toBeVisible();
    // Prices keep the Turkish number format in every language.
    await expect(page.getByRole('row').filter({ hasText: 'tbt-baslangic' })).toContainText('14.900 TL');
    await expectNoSeriousA11yViolations(page, 'pricing (ar)');
  });

  test('fits a phone @phone', async ({ page }) => {
    await signInAsAdmin(page, '/admin/pricing');
    await expect(page.getByRole('table', { name: 'Fiyat paketleri' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Yeni Paket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni paket' });
    await expect(dialog.getByLabel('Paket adı')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(380);
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await expect(dialog).toBeHidden();
  });
});
