import type { Page } from '@playwright/test';
import { adminCatalogItems, backToTurkishAdmin, removeIfLeft } from './admin-catalog.ts';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expect, test } from './fixtures.ts';
import { fitsTheWidth } from './page-width.ts';

type Service = { id: number; slug: string; title: string; icon: string; isActive: boolean; featured: boolean };

const services = (page: Page) => adminCatalogItems<Service>(page, 'services');

test.describe('admin services', () => {
  // Saving a slug another service has answers 409 on purpose; the browser logs that request.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('create, edit, English texts on /en/services, delete with confirmation', async ({ page }) => {
    const slug = 'e2e-hizmet';
    // A long walk on a machine shared with other test runs.
    test.setTimeout(60_000);
    await signInAsAdmin(page, '/admin/services');
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'Hizmetler' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Hizmet listesi' });
      const web = list.getByRole('article', { name: 'Web Tasarım' });
      await expect(web).toContainText('web-tasarim');
      await expect(web).toContainText('Aktif');

      // Create: required fields first, then the slug follows the title (Turkish letters as ASCII).
      await page.getByRole('button', { name: 'Yeni hizmet' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni hizmet' });
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(dialog.getByText('Başlık gereklidir')).toBeVisible();
      await expect(dialog.getByText('Slug gereklidir')).toBeVisible();
      const title = dialog.getByRole('textbox', { name: 'Başlık' });
      const slugInput = dialog.getByRole('textbox', { name: 'Slug' });
      await title.fill('Çağrı Şöleni İşi');
      await expect(slugInput).toHaveValue('cagri-soleni-isi');
      await title.fill('E2E Hizmet');
      await expect(slugInput).toHaveValue(slug);
      // A slug another service has: 409, said at the slug.
      await slugInput.fill('web-tasarim');
      await dialog.getByRole('textbox', { name: 'Açıklama' }).fill('Uçtan uca test hizmeti');
      await dialog.getByRole('combobox', { name: 'Simge' }).click();
      await page.getByRole('option', { name: 'Megafon' }).click();
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(dialog.getByText('Bu slug zaten kullanılıyor')).toBeVisible();
      await dialog.getByRole('button', { name: `Öneriyi kullan: ${slug}` }).click();
      await expect(slugInput).toHaveValue(slug);
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Hizmet eklendi')).toBeVisible();
      await expect(dialog).toBeHidden();
      let item = list.getByRole('article', { name: 'E2E Hizmet' });
      await expect(item).toContainText(slug);
      await expect(item).toContainText('Aktif');
      await expect(item).toContainText('Uçtan uca test hizmeti');
      const created = (await services(page)).find((service) => service.slug === slug);
      expect(created).toMatchObject({ title: 'E2E Hizmet', icon: 'megaphone', isActive: true, featured: false });

      // Edit: every field, active off and featured on; the slug no longer follows the title.
      await item.getByRole('button', { name: 'Düzenle: E2E Hizmet' }).click();
      const edit = page.getByRole('dialog', { name: 'Hizmeti düzenle' });
      await edit.getByRole('textbox', { name: 'Başlık' }).fill('E2E Hizmet Güncel');
      await expect(edit.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
      await edit.getByRole('switch', { name: /Aktif/ }).click();
      await edit.getByRole('switch', { name: 'Öne çıkan' }).click();
      await edit.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Kaydedildi')).toBeVisible();
      item = list.getByRole('article', { name: 'E2E Hizmet Güncel' });
      await expect(item).toContainText('Pasif');
      await expect(item).toContainText('Öne çıkan');
      // Inactive: not on the public list.
      await page.goto('/services');
      await expect(page.getByRole('heading', { name: 'Web Tasarım' }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'E2E Hizmet Güncel' })).toHaveCount(0);
      await page.goto('/admin/services');
      await item.getByRole('button', { name: 'Düzenle: E2E Hizmet Güncel' }).click();
      await edit.getByRole('switch', { name: /Aktif/ }).click();
      await edit.getByRole('button', { name: 'Kaydet' }).click();
      await expect(item).toContainText('Aktif');

      // English texts.
      await item.getByRole('button', { name: 'Dil içerikleri: E2E Hizmet Güncel' }).click();
      const texts = page.getByRole('dialog', { name: 'Dil içerikleri: E2E Hizmet Güncel' });
      await expect(texts.getByRole('textbox', { name: 'Başlık' })).toHaveValue('E2E Hizmet Güncel');
      await texts.getByRole('combobox', { name: 'Dil' }).click();
      await page.getByRole('option', { name: 'English' }).click();
      await expect(texts.getByText('Bu dilde henüz metin yok')).toBeVisible();
      await expect(texts.getByRole('textbox', { name: 'Başlık' })).toHaveValue('');
      await texts.getByRole('textbox', { name: 'Başlık' }).fill('E2E Service');
      // Unsaved words hold the language choice, and the close button asks first.
      await expect(texts.getByRole('combobox', { name: 'Dil' })).toBeDisabled();
      await expect(texts.getByText('Dili değiştirmeden önce bu dildeki değişiklikleri kaydedin.')).toBeVisible();
      await texts.getByRole('button', { name: 'Kapat' }).last().click();
      const question = texts.getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });
      await question.getByRole('button', { name: 'Düzenlemeye devam et' }).click();
      await expect(question).toBeHidden();
      await expect(texts.getByRole('textbox', { name: 'Başlık' })).toHaveValue('E2E Service');
      await texts.getByRole('textbox', { name: 'Açıklama' }).fill('An end-to-end test service');
      await texts.getByRole('textbox', { name: 'Özellikler' }).fill('Fast delivery\n\n  Secure  \n');
      await texts.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Dil içeriği kaydedildi')).toBeVisible();
      await expect(texts.getByText('Bu dilde kayıtlı metin var.')).toBeVisible();
      // Saved: the form starts clean from the stored texts, and the language can change again.
      await expect(texts.getByRole('combobox', { name: 'Dil' })).toBeEnabled();
      await texts.getByRole('button', { name: 'Kapat' }).last().click();
      await expect(texts).toBeHidden();
      await expect(item.getByText('en', { exact: true })).toBeVisible();

      // The public site follows at once.
      await page.goto('/services');
      await expect(page.getByRole('heading', { name: 'E2E Hizmet Güncel' })).toBeVisible();
      await page.goto('/en/services');
      await expect(page.getByRole('heading', { name: 'E2E Service' })).toBeVisible();
      await expect(page.getByText('An end-to-end test service')).toBeVisible();

      // Delete asks first; cancelling keeps the service.
      await backToTurkishAdmin(page, '/admin/services');
      await item.getByRole('button', { name: 'Sil: E2E Hizmet Güncel' }).click();
      const confirm = page.getByRole('dialog', { name: 'Silmeyi onaylayın' });
      await confirm.getByRole('button', { name: 'İptal' }).click();
      await expect(item).toBeVisible();
      await item.getByRole('button', { name: 'Sil: E2E Hizmet Güncel' }).click();
      await confirm.getByRole('button', { name: 'Evet, sil' }).click();
      await expect(page.getByText('Silindi')).toBeVisible();
      await expect(item).toHaveCount(0);
      await page.goto('/en/services');
      await expect(page.getByRole('heading', { name: 'Web Design' }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'E2E Service' })).toHaveCount(0);
    } finally {
      await removeIfLeft(page, 'services', slug);
    }
  });

  test('speaks Arabic right-to-left', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin/services', 'الخدمات');
    await page.getByRole('button', { name: 'خدمة جديدة' }).click();
    const dialog = page.getByRole('dialog', { name: 'خدمة جديدة' });
    await expect(dialog.getByRole('textbox', { name: 'العنوان' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'المعرّف (slug)' })).toHaveCSS('direction', 'ltr');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(dialog.getByText('العنوان مطلوب')).toBeVisible();
  });

  test('works on a phone @phone', async ({ page }) => {
    const slug = `e2e-telefon-hizmet-${Date.now()}`;
    await signInAsAdmin(page, '/admin/services');
    try {
      const list = page.getByRole('list', { name: 'Hizmet listesi' });
      await expect(list.getByRole('article', { name: 'Web Tasarım' })).toBeVisible();
      expect(await fitsTheWidth(page)).toBe(true);
      await page.getByRole('button', { name: 'Yeni hizmet' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni hizmet' });
      await dialog.getByRole('textbox', { name: 'Başlık' }).fill('E2E Telefon Hizmeti');
      await dialog.getByRole('textbox', { name: 'Slug' }).fill(slug);
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Hizmet eklendi')).toBeVisible();
      const item = list.getByRole('article', { name: 'E2E Telefon Hizmeti' });
      await expect(item).toBeVisible();
      expect(await fitsTheWidth(page)).toBe(true);
      await item.getByRole('button', { name: 'Sil: E2E Telefon Hizmeti' }).click();
      await page.getByRole('dialog', { name: 'Silmeyi onaylayın' }).getByRole('button', { name: 'Evet, sil' }).click();
      await expect(item).toHaveCount(0);
    } finally {
      await removeIfLeft(page, 'services', slug);
    }
  });
});
