import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { entryOf } from './content-entries.ts';
import { expect, test } from './fixtures.ts';
import { fitsTheWidth } from './page-width.ts';
import { siteOrigin } from './site-origin.ts';

const LANGUAGES = ['tr', 'en', 'de', 'ru', 'ar'] as const;

/** The key's value in each language (undefined where it has none). */
async function valuesOf(page: Page, key: string): Promise<Record<string, string | undefined>> {
  const values: Record<string, string | undefined> = {};
  for (const language of LANGUAGES) values[language] = (await entryOf(page, language, key))?.value;
  return values;
}

async function createEntry(page: Page, key: string, language: string, value: string) {
  const answer = await page.request.post('/api/admin/content', {
    data: { key, language, value },
    headers: { origin: siteOrigin() },
  });
  expect(answer.status()).toBe(201);
}

/** Removes a test key in every language if a step failed before the screen deleted it. */
async function removeKeyIfLeft(page: Page, key: string) {
  for (const language of LANGUAGES) {
    const left = await entryOf(page, language, key);
    if (left) await page.request.delete(`/api/admin/content/${left.id}`, { headers: { origin: siteOrigin() } });
  }
}

/** Puts a seeded text back as it was if a step failed before the screen restored it. */
async function restoreValue(page: Page, language: string, key: string, value: string) {
  const entry = await entryOf(page, language, key);
  if (entry && entry.value !== value)
    await page.request.put(`/api/admin/content/${entry.id}`, { data: { value }, headers: { origin: siteOrigin() } });
}

/** The card of one text, found by its technical key (shown small under its readable name). */
function cardOf(page: Page, key: string): Locator {
  return page.getByRole('article').filter({ has: page.getByText(key, { exact: true }) });
}

/** The writing direction a field is laid out in (Mantine puts `dir` on the field's wrapper). */
const directionOf = (field: Locator) => field.evaluate((element) => getComputedStyle(element).direction);

test.describe('admin content editor', () => {
  test('groups texts by page and section with readable names, and previews the page', async ({ page }) => {
    // A long walk with an axe pass over every text of the editor (17 s alone, about 30 s with two
    // workers on two cores since the legal texts joined the list).
    test.setTimeout(60_000);
    await signInAsAdmin(page, '/admin/content');
    await expect(page.getByRole('heading', { level: 1, name: 'İçerik Yönetimi' })).toBeVisible();

    // Page, section, then a readable name with the technical key beneath it.
    const home = page.getByRole('region', { name: 'Ana sayfa' });
    await expect(home.getByRole('heading', { level: 3, name: 'Üst bölüm' })).toBeVisible();
    const heroTitle = cardOf(page, 'hero.title');
    await expect(heroTitle.getByRole('heading', { level: 4, name: 'Başlık' })).toBeVisible();
    await expect(heroTitle.getByText('hero.title', { exact: true })).toHaveAttribute('dir', 'ltr');
    // Each language side by side, Arabic written right-to-left.
    for (const name of ['Türkçe', 'English', 'Deutsch', 'Русский'])
      expect(await directionOf(heroTitle.getByRole('textbox', { name }))).toBe('ltr');
    expect(await directionOf(heroTitle.getByRole('textbox', { name: 'العربية' }))).toBe('rtl');
    const turkishTitle = (await entryOf(page, 'tr', 'hero.title'))?.value ?? '';
    await expect(heroTitle.getByRole('textbox', { name: 'Türkçe' })).toHaveValue(turkishTitle);
    // Side by side on a desktop: the five fields share one row.
    const tops = await heroTitle
      .getByRole('textbox')
      .evaluateAll((fields) => fields.map((field) => Math.round(field.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expectNoSeriousA11yViolations(page, 'content editor, all pages');

    // One page: its search-engine head and form sections, and links to it in each language.
    await page.getByRole('combobox', { name: 'Sayfa' }).click();
    await page.getByRole('option', { name: 'İletişim', exact: true }).click();
    const contact = page.getByRole('region', { name: 'İletişim' });
    await expect(page.getByRole('region', { name: 'Ana sayfa' })).toHaveCount(0);
    await expect(contact.getByText('İletişim sayfasında ve formunda görünür.')).toBeVisible();
    await expect(contact.getByRole('heading', { level: 3, name: 'Arama motoru başlığı' })).toBeVisible();
    await expect(contact.getByRole('heading', { level: 3, name: 'İletişim formu' })).toBeVisible();
    await expect(cardOf(page, 'contact.form.emailPlaceholder').getByRole('heading')).toHaveText('E-posta alanı örneği');
    const english = contact.getByRole('link', { name: 'İletişim: EN (English, yeni sekmede açılır)' });
    await expect(english).toHaveAttribute('href', '/en/contact');
    await expect(english).toHaveAttribute('target', '_blank');
    await expect(contact.getByRole('link', { name: 'İletişim: TR (Türkçe, yeni sekmede açılır)' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const [preview] = await Promise.all([page.context().waitForEvent('page'), english.click()]);
    await expect(preview).toHaveURL(/\/en\/contact$/);
    await preview.close();
  });

  test('searches names and texts in all five languages at once', async ({ page }) => {
    await signInAsAdmin(page, '/admin/content');
    const search = page.getByRole('searchbox', { name: 'Ara' });
    for (const language of ['ru', 'ar', 'de'] as const) {
      const text = (await entryOf(page, language, 'hero.title'))?.value ?? '';
      expect(text).not.toBe('');
      await search.fill(text);
      await expect(cardOf(page, 'hero.title')).toBeVisible();
    }
    // Turkish letters folded: "guvenilir" finds "güvenilir".
    await search.fill('GUVENILIR ORTAGINIZ');
    await expect(cardOf(page, 'hero.title')).toBeVisible();
    // The readable name in the admin's language.
    await search.fill('e-posta alanı örneği');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(cardOf(page, 'contact.form.emailPlaceholder')).toBeVisible();
    await expect(page.getByText('1 metin', { exact: true })).toBeVisible();
    await search.fill('böyle-bir-içerik-yok-zzz');
    await expect(page.getByText('İçerik bulunamadı')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test.describe('writes', () => {
    test('side-by-side edit, missing translations, delete with undo, add', async ({ page }) => {
      test.setTimeout(90_000);
      const key = 'contact.form.e2eNote';
      const added = 'contact.form.e2eAdded';
      await signInAsAdmin(page, '/admin/content');
      try {
        await createEntry(page, key, 'tr', 'E2E not');
        await createEntry(page, key, 'en', 'E2E note');
        await page.reload();
        const search = page.getByRole('searchbox', { name: 'Ara' });
        const card = cardOf(page, key);

        // Missing translations are marked, and "missing only" keeps only such texts.
        await search.fill(key);
        await expect(card.getByRole('heading', { name: 'E2e note' })).toBeVisible();
        await expect(card.getByText('Eksik: DE, RU, AR')).toBeVisible();
        await expect(card.getByRole('textbox', { name: 'Deutsch' })).toHaveAttribute('placeholder', 'Çeviri eksik');
        await expect(card.getByRole('textbox', { name: 'English' })).not.toHaveAttribute('placeholder', /./);
        const missingOnly = page.getByRole('switch', { name: 'Yalnız eksik çevirisi olanlar' });
        await missingOnly.check();
        await expect(card).toBeVisible();
        expect(Object.values(await valuesOf(page, 'hero.title')).every(Boolean)).toBe(true);
        await search.fill('hero.title');
        await expect(page.getByText('İçerik bulunamadı')).toBeVisible();
        await missingOnly.uncheck();
        await expect(cardOf(page, 'hero.title')).toBeVisible();

        // The texts after the edit below (and again after the undo).
        const edited = {
          tr: 'E2E not',
          en: 'E2E note, edited',
          de: 'E2E Notiz',
          ru: undefined,
          ar: 'ملاحظة تجريبية',
        };

        // Edit in place: a changed text and two first translations saved together.
        await search.fill(key);
        await card.getByRole('textbox', { name: 'English' }).fill('E2E note, edited');
        await card.getByRole('textbox', { name: 'Deutsch' }).fill('E2E Notiz');
        await card.getByRole('textbox', { name: 'العربية' }).fill('ملاحظة تجريبية');
        await expectNoSeriousA11yViolations(page, 'content card being edited');
        await card.getByRole('button', { name: 'Kaydet' }).click();
        await expect(page.getByText('İçerik güncellendi')).toBeVisible();
        await expect(card.getByText('Eksik: RU')).toBeVisible();
        expect(await valuesOf(page, key)).toEqual(edited);
        // A written text cannot be emptied; cancel puts the field back.
        await card.getByRole('textbox', { name: 'English' }).fill('   ');
        await card.getByRole('button', { name: 'Kaydet' }).click();
        await expect(card.getByText('Değer gereklidir')).toBeVisible();
        await card.getByRole('button', { name: 'İptal' }).click();
        await expect(card.getByRole('textbox', { name: 'English' })).toHaveValue('E2E note, edited');
        // Keyboard: Escape puts a field back, Ctrl+Enter saves.
        await card.getByRole('textbox', { name: 'Русский' }).fill('Черновик');
        await page.keyboard.press('Escape');
        await expect(card.getByRole('textbox', { name: 'Русский' })).toHaveValue('');
        await expect(card.getByRole('button', { name: 'Kaydet' })).toHaveCount(0);

        // Delete without a prompt (spec 001 section 5); the toast's undo writes it all back.
        await card.getByRole('button', { name: 'Sil: E2e note' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByText('İçerik bulunamadı')).toBeVisible();
        expect(Object.values(await valuesOf(page, key)).every((value) => value === undefined)).toBe(true);
        await expect(page.getByText('“E2e note” silindi')).toBeVisible();
        await expectNoSeriousA11yViolations(page, 'undo toast');
        await page.getByRole('button', { name: 'Geri al' }).click();
        await expect(page.getByText(`${key} geri yüklendi`)).toBeVisible();
        await expect(card.getByRole('textbox', { name: 'Deutsch' })).toHaveValue('E2E Notiz');
        expect(await valuesOf(page, key)).toEqual(edited);
        await card.getByRole('button', { name: 'Sil: E2e note' }).click();
        await expect(page.getByText('“E2e note” silindi')).toBeVisible();
        // Polled: the first delete's toast may still be leaving the screen when this one is asked for.
        await expect
          .poll(async () => Object.values(await valuesOf(page, key)).every((value) => value === undefined))
          .toBe(true);

        // The add form: a key and its five languages; Turkish required; a taken key refused.
        await page.getByRole('button', { name: 'Yeni metin' }).click();
        const form = page.locator('#content-add-form');
        await form.getByRole('button', { name: 'Kaydet' }).click();
        await expect(form.getByText('Anahtar gereklidir')).toBeVisible();
        await expect(form.getByText('Değer gereklidir')).toBeVisible();
        await form.getByLabel('Anahtar').fill('hero.title');
        await form.getByLabel('Türkçe').fill('Yeni');
        await form.getByRole('button', { name: 'Kaydet' }).click();
        await expect(form.getByText('Bu anahtar zaten var; aşağıdaki listede düzenleyin')).toBeVisible();
        await form.getByLabel('Anahtar').fill(added);
        await form.getByLabel('Türkçe').fill('Eklenen metin');
        expect(await directionOf(form.getByLabel('العربية'))).toBe('rtl');
        await form.getByLabel('العربية').fill('نص مضاف');
        await form.getByRole('button', { name: 'Kaydet' }).click();
        await expect(page.getByText('Metin eklendi')).toBeVisible();
        await expect(form).toBeHidden();
        await expect(search).toHaveValue(added);
        await expect(cardOf(page, added).getByText('Eksik: EN, DE, RU')).toBeVisible();
        expect(await valuesOf(page, added)).toMatchObject({ tr: 'Eklenen metin', ar: 'نص مضاف', en: undefined });
      } finally {
        await removeKeyIfLeft(page, key);
        await removeKeyIfLeft(page, added);
      }
    });
  });

  test('a text typed but not saved is not lost on a sidebar link: the admin is asked first', async ({ page }) => {
    await signInAsAdmin(page, '/admin/content');
    const turkish = cardOf(page, 'hero.subtitle').getByRole('textbox', { name: 'Türkçe' });
    await turkish.fill('Yarım kalan bir düzenleme');
    await page.getByRole('navigation').getByRole('link', { name: 'Ayarlar' }).click();
    const question = page.getByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Sayfada kal' }).click();
    await expect(page).toHaveURL(/\/admin\/content$/);
    await expect(turkish).toHaveValue('Yarım kalan bir düzenleme');

    await page.getByRole('navigation').getByRole('link', { name: 'Ayarlar' }).click();
    await question.getByRole('button', { name: 'Kaydetmeden çık' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    // Nothing was saved.
    expect((await entryOf(page, 'tr', 'hero.subtitle'))?.value).not.toBe('Yarım kalan bir düzenleme');
  });

  test('a changed text shows on the public home page at once, then is restored', async ({ page }) => {
    const key = 'hero.subtitle';
    await signInAsAdmin(page, '/admin/content');
    const original = (await entryOf(page, 'tr', key))?.value ?? '';
    expect(original).not.toBe('');
    const changed = 'E2E: yönetici tarafından değiştirilen alt başlık';
    try {
      await page.getByRole('searchbox', { name: 'Ara' }).fill(key);
      const turkish = cardOf(page, key).getByRole('textbox', { name: 'Türkçe' });
      await turkish.fill(changed);
      await cardOf(page, key).getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('İçerik güncellendi')).toBeVisible();

      await page.goto('/');
      await expect(page.getByText(changed)).toBeVisible();

      await page.goto('/admin/content');
      await page.getByRole('searchbox', { name: 'Ara' }).fill(key);
      await turkish.fill(original);
      await cardOf(page, key).getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('İçerik güncellendi')).toBeVisible();
      await page.goto('/');
      await expect(page.getByText(original)).toBeVisible();
      await expect(page.getByText(changed)).toHaveCount(0);
    } finally {
      await restoreValue(page, 'tr', key, original);
    }
  });

  test('a text found by its words stays in view after its words change; the hero title comes first', async ({
    page,
  }) => {
    const key = 'hero.subtitle';
    await signInAsAdmin(page, '/admin/content');
    const home = page.getByRole('region', { name: 'Ana sayfa' });
    await expect(home.getByRole('heading', { level: 4 }).first()).toBeVisible();
    // The badge above it, then the title: not after the buttons as in key order.
    const names = await home.getByRole('heading', { level: 4 }).allTextContents();
    expect(names.indexOf('Başlık')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Başlık')).toBeLessThanOrEqual(1);
    const original = (await entryOf(page, 'tr', key))?.value ?? '';
    try {
      await page.getByRole('searchbox', { name: 'Ara' }).fill(original.slice(0, 30));
      const turkish = cardOf(page, key).getByRole('textbox', { name: 'Türkçe' });
      await turkish.fill('E2E: arandığı sözcükler artık yok');
      await cardOf(page, key).getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('İçerik güncellendi')).toBeVisible();
      await expect(turkish).toHaveValue('E2E: arandığı sözcükler artık yok');
      await expect(page.getByText('İçerik bulunamadı')).toHaveCount(0);
    } finally {
      await restoreValue(page, 'tr', key, original);
    }
  });

  test('speaks Arabic right-to-left; names in Arabic, keys and Latin texts left-to-right', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin/content', 'المحتوى');
    const home = page.getByRole('region', { name: 'الصفحة الرئيسية' });
    await expect(home.getByRole('heading', { level: 3, name: 'القسم الرئيسي' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'بحث' }).fill('تلميح حقل البريد');
    const card = cardOf(page, 'contact.form.emailPlaceholder');
    await expect(card.getByRole('heading', { level: 4, name: 'تلميح حقل البريد' })).toBeVisible();
    await expect(card.getByText('contact.form.emailPlaceholder', { exact: true })).toHaveAttribute('dir', 'ltr');
    expect(await directionOf(card.getByRole('textbox', { name: 'العربية' }))).toBe('rtl');
    expect(await directionOf(card.getByRole('textbox', { name: 'English' }))).toBe('ltr');
    await expect(page.getByRole('switch', { name: 'الترجمات الناقصة فقط' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'content editor in Arabic');
  });

  test('works on a phone @phone', async ({ page }) => {
    await signInAsAdmin(page, '/admin/content');
    await expect(page.getByRole('heading', { level: 1, name: 'İçerik Yönetimi' })).toBeVisible();
    await expect(cardOf(page, 'hero.title')).toBeVisible();
    expect(await fitsTheWidth(page)).toBe(true);

    await page.getByRole('searchbox', { name: 'Ara' }).fill('hero.title');
    const card = cardOf(page, 'hero.title');
    const english = card.getByRole('textbox', { name: 'English' });
    await english.fill('Phone edit');
    await expect(card.getByRole('button', { name: 'Kaydet' })).toBeVisible();
    expect(await fitsTheWidth(page)).toBe(true);
    // One language under the other on a phone (390 px wide).
    if (test.info().project.name === 'phone') {
      const boxes = await card
        .getByRole('textbox')
        .evaluateAll((fields) => fields.map((field) => field.getBoundingClientRect().width));
      for (const width of boxes) expect(width).toBeGreaterThan(250);
    }
    await card.getByRole('button', { name: 'İptal' }).click();
    await expect(card.getByRole('button', { name: 'Kaydet' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Yeni metin' }).click();
    await expect(page.locator('#content-add-form').getByLabel('Anahtar')).toBeVisible();
    expect(await fitsTheWidth(page)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'content editor on a phone');
  });
});
