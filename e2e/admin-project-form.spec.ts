import type { Page } from '@playwright/test';
import { noisy } from '../server/test/test-images.ts';
import { adminCatalogItems, backToTurkishAdmin, removeIfLeft } from './admin-catalog.ts';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 22: a project made in the admin can match the seeded ones. One form holds the result
 * figure, the texts of every language (a language left empty is marked: the site shows Turkish)
 * and a picture uploaded right there; a new slug keeps /portfolio#<old> leading to the project.
 */

type Project = { id: number; slug: string; title: string; imageUrl: string; metrics: Record<string, string> };

const projects = (page: Page) => adminCatalogItems<Project>(page, 'projects');

/** Uploads a small real image through the form's own upload button. */
async function uploadInForm(page: Page, buttonName: string, name: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: await noisy(64, 48).png().toBuffer() });
}

test.describe('admin project form', () => {
  test('metric, texts per language, upload inside the form, portfolio, renamed slug', async ({ page }) => {
    const slug = 'e2e-form-projesi';
    const renamed = 'e2e-form-projesi-yeni';
    test.setTimeout(90_000);
    await signInAsAdmin(page, '/admin/projects');
    try {
      await page.getByRole('button', { name: 'Yeni proje' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni proje' });
      await dialog.getByRole('textbox', { name: 'Başlık' }).fill('E2E Form Projesi');
      await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
      // Turkish first: its description and features.
      await expect(dialog.getByRole('tab', { name: 'Türkçe', exact: true })).toHaveAttribute('aria-selected', 'true');
      await dialog.getByRole('textbox', { name: 'Açıklama' }).fill('Formdan eklenen proje');
      await dialog.getByRole('textbox', { name: 'Özellikler' }).fill('Hızlı teslim\nGüvenli ödeme');
      await dialog.getByRole('textbox', { name: 'Sonuç göstergesi' }).fill('+75%');

      // Every other language starts empty: marked as showing the Turkish texts.
      for (const name of ['English', 'Deutsch', 'Русский', 'العربية'])
        await expect(dialog.getByRole('tab', { name })).toContainText('Türkçe gösterilir');
      await dialog.getByRole('tab', { name: /English/ }).click();
      const english = dialog.getByRole('tabpanel');
      await expect(english.getByText('Bu dilde metin yok: sitede Türkçe metinler gösterilir.')).toBeVisible();
      await expect(english.getByRole('textbox', { name: 'Başlık' })).toHaveAttribute('placeholder', 'E2E Form Projesi');
      await english.getByRole('textbox', { name: 'Başlık' }).fill('E2E Form Project');
      await english.getByRole('textbox', { name: 'Açıklama' }).fill('A project added from the form');
      await english.getByRole('textbox', { name: 'Özellikler' }).fill('Fast delivery\nSecure payments');
      // The word beside the figure, in English only (Turkish keeps the site's "Sonuç").
      await english.getByRole('textbox', { name: 'Sonuç kelimesi' }).fill('Conversion');
      await expect(dialog.getByRole('tab', { name: /English/ })).not.toContainText('Türkçe gösterilir');
      await expect(dialog.getByRole('tab', { name: /Deutsch/ })).toContainText('Türkçe gösterilir');

      // The picture: uploaded here, then selected.
      await uploadInForm(page, 'Yeni görsel yükle', 'e2e-form-projesi.png');
      await expect(page.getByText('Görsel yüklendi ve seçildi')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Görsel adresi' })).toHaveValue(/^\/uploads\//);

      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Proje eklendi')).toBeVisible();
      await expect(dialog).toBeHidden();
      const saved = (await projects(page)).find((project) => project.slug === slug);
      expect(saved?.metrics).toEqual({ result: '+75%' });
      expect(saved?.imageUrl).toMatch(/^\/uploads\//);

      // The portfolio: Turkish and English texts, the figure with "Result"; German falls back to Turkish.
      await page.goto('/portfolio');
      const card = page.getByRole('article', { name: 'E2E Form Projesi' });
      await expect(card).toContainText('+75%Sonuç');
      await expect(card).toContainText('Güvenli ödeme');
      await expect(card.locator('img')).toHaveCount(1);
      await page.goto('/en/portfolio');
      const englishCard = page.getByRole('article', { name: 'E2E Form Project' });
      await expect(englishCard).toContainText('+75%Conversion');
      await expect(englishCard).toContainText('Secure payments');
      await page.goto('/de/portfolio');
      await expect(page.getByRole('article', { name: 'E2E Form Projesi' })).toContainText('Formdan eklenen proje');

      // Edit: the texts are in the form again; the slug stays unless changed on purpose.
      await backToTurkishAdmin(page, '/admin/projects');
      const item = page.getByRole('list', { name: 'Proje listesi' }).getByRole('article', { name: 'E2E Form Projesi' });
      await item.getByRole('button', { name: 'Düzenle: E2E Form Projesi' }).click();
      const edit = page.getByRole('dialog', { name: 'Projeyi düzenle' });
      await expect(edit.getByRole('textbox', { name: 'Özellikler' })).toHaveValue('Hızlı teslim\nGüvenli ödeme');
      await expect(edit.getByRole('textbox', { name: 'Sonuç göstergesi' })).toHaveValue('+75%');
      await expect(edit.getByRole('tab', { name: /English/ })).not.toContainText('Türkçe gösterilir');
      await expect(edit.getByRole('tab', { name: /Deutsch/ })).toContainText('Türkçe gösterilir');
      await edit.getByRole('textbox', { name: 'Başlık' }).fill('E2E Form Projesi 2');
      await expect(edit.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
      await expect(edit.getByRole('button', { name: /Öneriyi kullan/ })).toHaveCount(0);
      await edit.getByRole('textbox', { name: 'Slug' }).fill(renamed);
      await expect(edit.getByText(`eski adres (${slug}) yeni adrese yönlendirilir`)).toBeVisible();
      await edit.getByRole('tab', { name: /English/ }).click();
      await expect(edit.getByRole('tabpanel').getByRole('textbox', { name: 'Başlık' })).toHaveValue('E2E Form Project');
      await edit.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Kaydedildi')).toBeVisible();

      // The old anchor reaches the renamed project, and the address names the new one.
      await page.goto(`/portfolio#${slug}`);
      await expect(page).toHaveURL(new RegExp(`#${renamed}$`));
      await expect(page.getByRole('article', { name: 'E2E Form Projesi 2' })).toBeInViewport();
      await page.goto(`/en/portfolio#${slug}`);
      await expect(page).toHaveURL(new RegExp(`#${renamed}$`));
      await expect(page.getByRole('article', { name: 'E2E Form Project' })).toBeInViewport();
    } finally {
      await removeIfLeft(page, 'projects', slug);
      await removeIfLeft(page, 'projects', renamed);
    }
  });

  test('the same form in Arabic, right-to-left', async ({ page }) => {
    const slug = 'e2e-form-arabi';
    test.setTimeout(90_000);
    await signInAsAdminInArabic(page, '/admin/projects', 'المشاريع');
    try {
      await page.getByRole('button', { name: 'مشروع جديد' }).click();
      const dialog = page.getByRole('dialog', { name: 'مشروع جديد' });
      await dialog.getByRole('textbox', { name: 'العنوان' }).fill('E2E Arapça Proje');
      await dialog.getByRole('textbox', { name: 'المعرّف (slug)' }).fill(slug);
      await dialog.getByRole('textbox', { name: 'الميزات' }).fill('Hızlı');
      await dialog.getByRole('textbox', { name: 'مؤشر النتيجة' }).fill('+40%');
      await expect(dialog.getByRole('tab', { name: /العربية/ })).toContainText('يُعرض التركي');
      await dialog.getByRole('tab', { name: /العربية/ }).click();
      const arabic = dialog.getByRole('tabpanel');
      // Arabic texts are written right-to-left.
      await expect(arabic.getByRole('textbox', { name: 'العنوان' })).toHaveCSS('direction', 'rtl');
      await arabic.getByRole('textbox', { name: 'العنوان' }).fill('مشروع تجريبي');
      await arabic.getByRole('textbox', { name: 'الميزات' }).fill('تسليم سريع');
      await expect(dialog.getByRole('tab', { name: /العربية/ })).not.toContainText('يُعرض التركي');
      await uploadInForm(page, 'رفع صورة جديدة', 'e2e-form-arabi.png');
      await expect(page.getByText('تم رفع الصورة واختيارها')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'عنوان الصورة' })).toHaveValue(/^\/uploads\//);
      await dialog.getByRole('button', { name: 'حفظ' }).click();
      await expect(page.getByText('تمت إضافة المشروع')).toBeVisible();

      await page.goto('/ar/portfolio');
      const card = page.getByRole('article', { name: 'مشروع تجريبي' });
      await expect(card).toContainText('+40%');
      await expect(card).toContainText('النتيجة');
      await expect(card).toContainText('تسليم سريع');
    } finally {
      await removeIfLeft(page, 'projects', slug);
    }
  });
});
