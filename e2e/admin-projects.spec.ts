import type { Page } from '@playwright/test';
import { adminCatalogItems, backToTurkishAdmin, removeIfLeft } from './admin-catalog.ts';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expect, test } from './fixtures.ts';
import { fitsTheWidth } from './page-width.ts';

type Project = { id: number; slug: string; title: string; technologies: string[]; category: string };

const projects = (page: Page) => adminCatalogItems<Project>(page, 'projects');

test.describe('admin projects', () => {
  test('create with comma-separated technologies, edit, texts per language, portfolio, delete', async ({ page }) => {
    const slug = 'e2e-proje';
    // A long walk on a machine shared with other test runs.
    test.setTimeout(60_000);
    await signInAsAdmin(page, '/admin/projects');
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'Projeler' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Proje listesi' });
      await expect(list.getByRole('article').first()).toContainText('Aktif');

      await page.getByRole('button', { name: 'Yeni proje' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni proje' });
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(dialog.getByText('Başlık gereklidir')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Başlık' }).fill('E2E Proje');
      await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
      await dialog.getByRole('textbox', { name: 'Açıklama' }).fill('Uçtan uca test projesi');
      // The category is a choice of readable names; the stored code stays 'web'.
      await dialog.getByRole('combobox', { name: 'Kategori' }).click();
      await expect(page.getByRole('option', { name: 'Mobil Uygulama' })).toBeVisible();
      await page.getByRole('option', { name: 'Web Tasarım', exact: true }).click();
      await expect(dialog.getByRole('combobox', { name: 'Kategori' })).toHaveValue('Web Tasarım');
      await dialog.getByRole('textbox', { name: 'Teknolojiler' }).fill(' React, , Node ');
      await expect(dialog.getByText('Kaydedilecek:')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Görsel adresi' }).fill('javascript:alert(1)');
      await dialog.getByRole('textbox', { name: 'Proje bağlantısı' }).fill('https://example.com/e2e');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(dialog.getByText('Geçerli bir bağlantı giriniz (https://... veya /...)')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Görsel adresi' }).fill('');
      // The media picker lists the library's images (it may be empty on a fresh database).
      await dialog.getByRole('button', { name: 'Medyadan seç' }).click();
      await expect(dialog.getByRole('button', { name: 'Medya listesini kapat' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Medya listesini kapat' }).click();
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Proje eklendi')).toBeVisible();
      await expect(dialog).toBeHidden();

      let item = list.getByRole('article', { name: 'E2E Proje' });
      await expect(item).toContainText(slug);
      await expect(item).toContainText('Aktif');
      await expect(item).toContainText('Web Tasarım');
      await expect(item.getByRole('list', { name: 'Teknolojiler' }).getByRole('listitem')).toHaveText([
        'React',
        'Node',
      ]);
      const saved = (await projects(page)).find((project) => project.slug === slug);
      expect(saved?.technologies).toEqual(['React', 'Node']);
      expect(saved?.category).toBe('web');

      // Edit: technologies shown as text again; a new title and technology list.
      await item.getByRole('button', { name: 'Düzenle: E2E Proje' }).click();
      const edit = page.getByRole('dialog', { name: 'Projeyi düzenle' });
      await expect(edit.getByRole('textbox', { name: 'Teknolojiler' })).toHaveValue('React, Node');
      await edit.getByRole('textbox', { name: 'Başlık' }).fill('E2E Proje Güncel');
      await edit.getByRole('textbox', { name: 'Teknolojiler' }).fill('React, Node, PostgreSQL,');
      await edit.getByRole('switch', { name: 'Öne çıkan' }).click();
      await edit.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Kaydedildi')).toBeVisible();
      item = list.getByRole('article', { name: 'E2E Proje Güncel' });
      await expect(item).toContainText('Öne çıkan');
      await expect(item.getByRole('list', { name: 'Teknolojiler' }).getByRole('listitem')).toHaveText([
        'React',
        'Node',
        'PostgreSQL',
      ]);

      // Texts: Turkish features and English texts.
      await item.getByRole('button', { name: 'Dil içerikleri: E2E Proje Güncel' }).click();
      const texts = page.getByRole('dialog', { name: 'Dil içerikleri: E2E Proje Güncel' });
      await texts.getByRole('textbox', { name: 'Özellikler' }).fill('Hızlı teslim\nGüvenli ödeme');
      await texts.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Dil içeriği kaydedildi')).toBeVisible();
      await texts.getByRole('combobox', { name: 'Dil' }).click();
      await page.getByRole('option', { name: 'English' }).click();
      await expect(texts.getByRole('textbox', { name: 'Başlık' })).toHaveAttribute('placeholder', 'E2E Proje Güncel');
      await texts.getByRole('textbox', { name: 'Başlık' }).fill('E2E Project');
      await texts.getByRole('textbox', { name: 'Açıklama' }).fill('An end-to-end test project');
      await texts.getByRole('textbox', { name: 'Özellikler' }).fill('Fast delivery\nSecure payments');
      await texts.getByRole('button', { name: 'Kaydet' }).click();
      await expect(texts.getByText('Bu dilde kayıtlı metin var.')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(texts).toBeHidden();

      // The public portfolio follows.
      await page.goto('/portfolio');
      const card = page.getByRole('article', { name: 'E2E Proje Güncel' });
      await expect(card).toContainText('Uçtan uca test projesi');
      await expect(card).toContainText('Güvenli ödeme');
      await expect(card).toContainText('PostgreSQL');
      await page.goto('/en/portfolio');
      const english = page.getByRole('article', { name: 'E2E Project' });
      await expect(english).toContainText('An end-to-end test project');
      await expect(english).toContainText('Secure payments');

      // Delete with confirmation.
      await backToTurkishAdmin(page, '/admin/projects');
      await item.getByRole('button', { name: 'Sil: E2E Proje Güncel' }).click();
      await page.getByRole('dialog', { name: 'Silmeyi onaylayın' }).getByRole('button', { name: 'Evet, sil' }).click();
      await expect(page.getByText('Silindi')).toBeVisible();
      await expect(item).toHaveCount(0);
      expect((await projects(page)).some((project) => project.slug === slug)).toBe(false);
      await page.goto('/portfolio');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('article', { name: 'E2E Proje Güncel' })).toHaveCount(0);
    } finally {
      await removeIfLeft(page, 'projects', slug);
    }
  });

  test('speaks Arabic right-to-left', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin/projects', 'المشاريع');
    const first = page.getByRole('list', { name: 'قائمة المشاريع' }).getByRole('article').first();
    await expect(first).toContainText('نشط');
    await first.getByRole('button', { name: /^نصوص اللغات: / }).click();
    const dialog = page.getByRole('dialog', { name: /^نصوص اللغات: / });
    await dialog.getByRole('combobox', { name: 'اللغة' }).click();
    await page.getByRole('option', { name: 'العربية' }).click();
    // Arabic texts are typed right-to-left.
    await expect(dialog.getByRole('textbox', { name: 'العنوان' })).toHaveCSS('direction', 'rtl');
  });

  test('works on a phone @phone', async ({ page }) => {
    await signInAsAdmin(page, '/admin/projects');
    const first = page.getByRole('list', { name: 'Proje listesi' }).getByRole('article').first();
    await expect(first).toBeVisible();
    expect(await fitsTheWidth(page)).toBe(true);
    await first.getByRole('button', { name: /^Düzenle: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Projeyi düzenle' });
    await expect(dialog.getByRole('textbox', { name: 'Teknolojiler' })).toBeVisible();
    // Full screen on a phone; never wider than the window.
    const box = await dialog.getByRole('textbox', { name: 'Teknolojiler' }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await expect(dialog).toBeHidden();
    expect(await fitsTheWidth(page)).toBe(true);
  });
});
