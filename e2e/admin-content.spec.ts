import type { Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { expect, test } from './fixtures.ts';

/** Non-GET calls must carry the site's origin. */
const origin = () => `http://localhost:${process.env.E2E_PORT}`;

type Entry = { id: number; key: string; value: string };
type Paged<T> = { items: T[]; total: number };

/** One entry by its exact key, if there is one. */
async function entryOf(page: Page, language: string, key: string): Promise<Entry | undefined> {
  const answer: Paged<Entry> = await (
    await page.request.get(`/api/admin/content/${language}?key=${encodeURIComponent(key)}`)
  ).json();
  return answer.items[0];
}

/** The count of a language's entries. */
async function entryCount(page: Page, language: string): Promise<number> {
  return ((await (await page.request.get(`/api/admin/content/${language}?pageSize=1`)).json()) as Paged<Entry>).total;
}

/** Removes a test key in every language if a step failed before the screen deleted it. */
async function removeKeyIfLeft(page: Page, key: string) {
  for (const language of ['tr', 'en', 'de', 'ru', 'ar']) {
    const left = await entryOf(page, language, key);
    if (left) await page.request.delete(`/api/admin/content/${left.id}`, { headers: { origin: origin() } });
  }
}

/** Puts a seeded text back as it was if a step failed before the screen restored it. */
async function restoreValue(page: Page, language: string, key: string, value: string) {
  const entry = await entryOf(page, language, key);
  if (entry && entry.value !== value)
    await page.request.put(`/api/admin/content/${entry.id}`, { data: { value }, headers: { origin: origin() } });
}

async function chooseContentLanguage(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'İçerik dili' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'İçerik dili' })).toHaveValue(name);
}

test.describe('admin content', () => {
  test.describe('walk', () => {
    // Adding a key twice answers 409 on purpose; the browser logs that failed request.
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('search, add, inline edit one row at a time, delete without a prompt, coverage', async ({ page }) => {
      const key = 'e2e.test.key';
      // A long walk on a machine shared with other test runs.
      test.setTimeout(60_000);
      await signInAsAdmin(page, '/admin/content');
      try {
        await expect(page.getByRole('heading', { level: 1, name: 'İçerik Yönetimi' })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'İçerik dili' })).toHaveValue('Türkçe');
        const list = page.getByRole('list', { name: 'İçerik listesi' });
        const rows = list.getByRole('listitem');

        // Hundreds of entries: 50 a page, the server pages them.
        await expect(rows).toHaveCount(50);
        const total = await entryCount(page, 'tr');
        expect(total).toBeGreaterThan(100);
        await expect(page.getByText(`${total} kayıttan 1–50 arası gösteriliyor`)).toBeVisible();
        const firstKey = await rows.first().locator('[dir="ltr"]').first().textContent();
        await page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('button', { name: 'Sayfa 2' }).click();
        await expect(page.getByText(`${total} kayıttan 51–100 arası gösteriliyor`)).toBeVisible();
        await expect(rows).toHaveCount(50);
        await expectNoSeriousA11yViolations(page, 'content list, page 2');
        await expect(rows.first().locator('[dir="ltr"]').first()).not.toHaveText(firstKey ?? '');
        await page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('button', { name: 'Önceki sayfa' }).click();
        await expect(page.getByText(`${total} kayıttan 1–50 arası gösteriliyor`)).toBeVisible();

        // Search: key or value, case-insensitive (Turkish İ/ı too).
        const search = page.getByRole('searchbox', { name: 'Ara' });
        await search.fill('HERO.TITLE');
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText('hero.title');
        await search.fill('GÜVENİLİR ORTAĞINIZ');
        await expect(rows.first()).toContainText('hero.title');
        await search.fill('böyle-bir-içerik-yok-zzz');
        await expect(page.getByText('İçerik bulunamadı')).toBeVisible();
        await expect(list).toHaveCount(0);

        // The add form opens and closes; empty values are refused before any call.
        await page.getByRole('button', { name: 'Yeni içerik' }).click();
        const form = page.locator('#content-add-form');
        await expect(form.getByText('Dil: Türkçe')).toBeVisible();
        await page.getByRole('button', { name: 'Formu kapat' }).click();
        await expect(form).toBeHidden();
        await page.getByRole('button', { name: 'Yeni içerik' }).click();
        await form.getByLabel('Anahtar').fill('   ');
        await form.getByLabel('Değer').fill('  ');
        await form.getByRole('button', { name: 'Kaydet' }).click();
        await expect(form.getByText('Anahtar gereklidir')).toBeVisible();
        await expect(form.getByText('Değer gereklidir')).toBeVisible();
        await form.getByLabel('Anahtar').fill(key);
        await form.getByLabel('Değer').fill('E2E deneme metni');
        await form.getByRole('button', { name: 'Kaydet' }).click();
        await expect(page.getByText('İçerik eklendi')).toBeVisible();
        await expect(form).toBeHidden();
        // The list shows the new entry at once (the search moves to it).
        await expect(search).toHaveValue(key);
        const row = rows.filter({ hasText: key });
        await expect(row).toContainText('E2E deneme metni');
        await expect(row).toContainText('Yönetici metni');

        // The same key again in the same language: 409, said at the key.
        await page.getByRole('button', { name: 'Yeni içerik' }).click();
        await form.getByLabel('Anahtar').fill(key);
        await form.getByLabel('Değer').fill('İkinci kez');
        await form.getByRole('button', { name: 'Kaydet' }).click();
        await expect(form.getByText('Bu anahtar bu dilde zaten var')).toBeVisible();
        await form.getByRole('button', { name: 'İptal' }).click();
        await expect(form).toBeHidden();

        // Inline edit: one row at a time; a second Düzenle switches the edited row.
        const editors = list.getByRole('textbox', { name: /değeri$/ });
        await search.fill('hero.');
        await rows.filter({ hasText: 'hero.title' }).getByRole('button', { name: 'Düzenle: hero.title' }).click();
        await expect(editors).toHaveCount(1);
        await expect(list.getByRole('textbox', { name: 'hero.title değeri' })).toBeFocused();
        await rows.filter({ hasText: 'hero.badge' }).getByRole('button', { name: 'Düzenle: hero.badge' }).click();
        await expect(editors).toHaveCount(1);
        await expect(list.getByRole('textbox', { name: 'hero.badge değeri' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(editors).toHaveCount(0);

        await search.fill(key);
        await row.getByRole('button', { name: `Düzenle: ${key}` }).click();
        const editor = row.getByRole('textbox', { name: `${key} değeri` });
        await editor.fill('   ');
        await row.getByRole('button', { name: 'Kaydet' }).click();
        await expect(row.getByText('Değer gereklidir')).toBeVisible();
        await editor.fill('E2E düzenlenmiş metin');
        await row.getByRole('button', { name: 'Kaydet' }).click();
        await expect(page.getByText('İçerik güncellendi')).toBeVisible();
        await expect(editors).toHaveCount(0);
        await expect(row).toContainText('E2E düzenlenmiş metin');

        // Coverage: the new key lacks English; picking it opens the form for English.
        await page.getByRole('tab', { name: 'Dil kapsamı' }).click();
        await expect(page.getByRole('heading', { name: 'Dillere göre içerik sayısı' })).toBeVisible();
        const english = page.getByRole('region', { name: /^English: eksik anahtarlar/ });
        await english.getByRole('button', { name: `${key} — English için ekle` }).click();
        await expect(page.getByRole('tab', { name: 'İçerikler' })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('combobox', { name: 'İçerik dili' })).toHaveValue('English');
        await expect(form.getByText('Dil: English')).toBeVisible();
        await expect(form.getByLabel('Anahtar')).toHaveValue(key);
        await expect(form.getByLabel('Değer')).toBeFocused();
        await expect(form.getByText('Türkçe metin: E2E düzenlenmiş metin')).toBeVisible();
        await form.getByLabel('Değer').fill('E2E test text');
        await form.getByRole('button', { name: 'Kaydet' }).click();
        await expect(page.getByText('İçerik eklendi')).toBeVisible();
        await expect(rows.filter({ hasText: key })).toContainText('E2E test text');
        await page.getByRole('tab', { name: 'Dil kapsamı' }).click();
        await expect(page.getByRole('button', { name: `${key} — English için ekle` })).toHaveCount(0);
        await page.getByRole('tab', { name: 'İçerikler' }).click();

        // Delete without a confirmation (spec 001 section 5), in English, then in Turkish.
        await search.fill(key);
        await row.getByRole('button', { name: `Sil: ${key}` }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByText('İçerik bulunamadı')).toBeVisible();
        await chooseContentLanguage(page, 'Türkçe');
        await row.getByRole('button', { name: `Sil: ${key}` }).click();
        await expect(page.getByText('İçerik bulunamadı')).toBeVisible();
        expect(await entryOf(page, 'tr', key)).toBeUndefined();
      } finally {
        await removeKeyIfLeft(page, key);
      }
    });
  });

  test('a changed text shows on the public home page at once, then is restored', async ({ page }) => {
    const key = 'hero.subtitle';
    await signInAsAdmin(page, '/admin/content');
    const original = (await entryOf(page, 'tr', key))?.value ?? '';
    expect(original).not.toBe('');
    const changed = 'E2E: yönetici tarafından değiştirilen alt başlık';
    try {
      await page.getByRole('searchbox', { name: 'Ara' }).fill(key);
      const row = page.getByRole('list', { name: 'İçerik listesi' }).getByRole('listitem').filter({ hasText: key });
      await row.getByRole('button', { name: `Düzenle: ${key}` }).click();
      await row.getByRole('textbox', { name: `${key} değeri` }).fill(changed);
      await row.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('İçerik güncellendi')).toBeVisible();

      await page.goto('/');
      await expect(page.getByText(changed)).toBeVisible();

      await page.goto('/admin/content');
      await page.getByRole('searchbox', { name: 'Ara' }).fill(key);
      await row.getByRole('button', { name: `Düzenle: ${key}` }).click();
      await row.getByRole('textbox', { name: `${key} değeri` }).fill(original);
      await row.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('İçerik güncellendi')).toBeVisible();
      await page.goto('/');
      await expect(page.getByText(original)).toBeVisible();
      await expect(page.getByText(changed)).toHaveCount(0);
    } finally {
      await restoreValue(page, 'tr', key, original);
    }
  });

  test('speaks Arabic right-to-left; Arabic texts are written right-to-left', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await signInAsAdmin(page, '/admin/content');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'المحتوى' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'لغة المحتوى' })).toHaveValue('Türkçe');
    // The pages, labelled in Arabic.
    const pages = page.getByRole('navigation', { name: 'الصفحات' });
    await expect(pages.getByRole('button', { name: 'الصفحة التالية' })).toBeVisible();
    await expect(page.getByText(/^عرض 1–50 من \d+$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'بحث' }).fill('hero.title');
    const row = page.getByRole('list', { name: 'قائمة المحتوى' }).getByRole('listitem').first();
    await expect(row.getByRole('button', { name: 'تعديل: hero.title' })).toBeVisible();
    await expect(row.locator('[dir="ltr"]').first()).toHaveText('hero.title');
    await page.getByRole('tab', { name: 'تغطية اللغات' }).click();
    await expect(page.getByRole('heading', { name: 'عدد المحتويات حسب اللغة' })).toBeVisible();
  });

  test('works on a phone @phone', async ({ page }) => {
    await signInAsAdmin(page, '/admin/content');
    await expect(page.getByRole('heading', { level: 1, name: 'İçerik Yönetimi' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'İçerik listesi' }).getByRole('listitem')).toHaveCount(50);
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await fits()).toBe(true);

    await page.getByRole('searchbox', { name: 'Ara' }).fill('hero.title');
    const row = page.getByRole('list', { name: 'İçerik listesi' }).getByRole('listitem').first();
    await row.getByRole('button', { name: 'Düzenle: hero.title' }).click();
    await expect(row.getByRole('textbox', { name: 'hero.title değeri' })).toBeVisible();
    expect(await fits()).toBe(true);
    await row.getByRole('button', { name: 'İptal' }).click();

    await page.getByRole('button', { name: 'Yeni içerik' }).click();
    await expect(page.locator('#content-add-form').getByLabel('Anahtar')).toBeVisible();
    expect(await fits()).toBe(true);
    await page.getByRole('tab', { name: 'Dil kapsamı' }).click();
    await expect(page.getByRole('heading', { name: 'Dillere göre içerik sayısı' })).toBeVisible();
    expect(await fits()).toBe(true);
  });
});
