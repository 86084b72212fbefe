import type { Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { entryOf } from './content-entries.ts';
import { expect, test } from './fixtures.ts';
import { siteOrigin } from './site-origin.ts';

/**
 * The legal pages as content (issue 22): no placeholder reaches a visitor in any language; the
 * owner edits the Turkish text and its "last updated" day in the content editor and the page shows
 * them; a translation shows in its language (Arabic right-to-left) with the note that Turkish binds.
 */
const LANGUAGES = ['tr', 'en', 'de', 'ru', 'ar'] as const;
const PAGES = ['/privacy', '/terms', '/cookies', '/kvkk'] as const;

/** Back to the built-in text (a built-in key is reset, an added translation removed). */
async function resetEntry(page: Page, language: string, key: string) {
  const entry = await entryOf(page, language, key);
  if (entry) await page.request.delete(`/api/admin/content/${entry.id}`, { headers: { origin: siteOrigin() } });
}

const prefixed = (language: string, path: string) => (language === 'tr' ? path : `/${language}${path}`);

test.describe('legal pages as content', () => {
  test('the four legal pages in five languages show no placeholder', async ({ page }) => {
    // What a visitor gets first is the server's page: read its article for all twenty (fast), then
    // the Arabic four in the browser as well (right-to-left, hydrated).
    for (const language of LANGUAGES) {
      for (const path of PAGES) {
        const address = prefixed(language, path);
        const html = await (await page.request.get(address)).text();
        const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
        expect(article, address).toContain('<h1');
        expect(article, address).toMatch(/data-testid="legal-updated"[^>]*>(?:[^<]|<time[^>]*>|<!-- -->)*\d{4}/);
        expect(article, address).not.toContain('yer tutucu');
        expect(article, address).not.toContain('[tarih]');
        expect(article, address).not.toMatch(/\{(company|address|email|phone|mersis|kep)\}|\[\[|\]\]|<mark/);
        if (language !== 'tr') expect(article, address).toContain('data-testid="legal-note"');
      }
    }
    for (const path of PAGES) {
      await page.goto(prefixed('ar', path));
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('legal-updated')).toContainText(/\d{4}/);
      const text = await article.innerText();
      expect(text, path).not.toMatch(/yer tutucu|\[tarih\]|\{(company|address|email|phone|mersis|kep)\}|\[\[|\]\]/);
      await expect(article.locator('mark')).toHaveCount(0);
      await expect(page.getByTestId('legal-note')).toBeVisible();
    }
  });

  test('the owner edits the Turkish text and its date; the page shows them', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page, '/admin/content');
    try {
      const search = page.getByRole('searchbox', { name: 'Ara' });
      await search.fill('legal.terms');
      const body = page.getByRole('article').filter({ has: page.getByText('legal.terms.body', { exact: true }) });
      const field = body.getByRole('textbox', { name: 'Türkçe' });
      const original = await field.inputValue();
      expect(original).toContain('## 1.');
      await field.fill(`${original}\n\n## 11. E2E Ek Bölüm {#e2e-ek}\n\nBu ek, {company} tarafından yazıldı.`);
      // The preview shows the unsaved draft as a visitor would read it, the company filled in.
      await body.getByRole('button', { name: /^Önizleme: .*Türkçe$/ }).click();
      const preview = page.getByRole('dialog', { name: /^Önizleme: / });
      await expect(preview.getByRole('heading', { level: 2, name: '11. E2E Ek Bölüm' })).toBeVisible();
      await expect(preview.getByText('Bu ek, TBT Dijital tarafından yazıldı.')).toBeVisible();
      await expect(preview.getByText('{company}')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, 'legal preview');
      await preview.getByRole('button', { name: 'Kapat' }).click();
      await expect(preview).toBeHidden();
      await body.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('İçerik güncellendi').first()).toBeVisible();

      const updated = page.getByRole('article').filter({ has: page.getByText('legal.terms.updated', { exact: true }) });
      await updated.getByLabel('Türkçe', { exact: true }).fill('2027-03-05');
      await updated.getByRole('button', { name: 'Kaydet' }).click();
      await expect.poll(async () => (await entryOf(page, 'tr', 'legal.terms.updated'))?.value).toBe('2027-03-05');

      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 2, name: '11. E2E Ek Bölüm' })).toBeVisible();
      await expect(page.getByText('Bu ek, TBT Dijital tarafından yazıldı.')).toBeVisible();
      await expect(page.getByTestId('legal-updated')).toHaveText('Son güncelleme: 5 Mart 2027');
      await expect(page.getByRole('navigation', { name: 'İçindekiler' }).getByRole('link')).toHaveCount(11);
      // Another language without its own translation shows the new Turkish text and day.
      await page.goto('/en/terms');
      await expect(page.getByTestId('legal-text')).toHaveAttribute('lang', 'tr');
      await expect(page.getByText('Bu ek, TBT Dijital tarafından yazıldı.')).toBeVisible();
      await expect(page.getByTestId('legal-updated')).toHaveText('Last updated: March 5, 2027');
    } finally {
      await resetEntry(page, 'tr', 'legal.terms.body');
      await resetEntry(page, 'tr', 'legal.terms.updated');
    }
  });

  test('an Arabic translation shows right-to-left with the note that Turkish binds', async ({ page }) => {
    await signInAsAdmin(page, '/admin');
    try {
      const created = await page.request.post('/api/admin/content', {
        data: {
          key: 'legal.privacy.body',
          language: 'ar',
          value: '# سياسة الخصوصية\n\nيدير {company} هذا الموقع.\n\n## التواصل\n\n- البريد: {email}\n- KEP: {kep}',
        },
        headers: { origin: siteOrigin() },
      });
      expect(created.status()).toBe(201);
      await page.goto('/ar/privacy');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const text = page.getByTestId('legal-text');
      await expect(text).toHaveAttribute('lang', 'ar');
      await expect(text).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
      await expect(text).toContainText('يدير TBT Dijital هذا الموقع.');
      // No KEP address is set: its line is left out.
      await expect(text).not.toContainText('KEP');
      await expect(page.getByTestId('legal-note')).toHaveText('هذه ترجمة؛ والنص التركي هو النص الملزم قانونيًا.');
      // The Turkish page is unchanged.
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Gizlilik Politikası' })).toBeVisible();
    } finally {
      await resetEntry(page, 'ar', 'legal.privacy.body');
    }
  });
});
