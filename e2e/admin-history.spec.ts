import type { Page } from '@playwright/test';
import { adminCatalogItems, removeIfLeft } from './admin-catalog.ts';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { entryOf } from './content-entries.ts';
import { admin, expect, test } from './fixtures.ts';
import { siteOrigin } from './site-origin.ts';

/** Issue 22 in the admin: an item's history with restore, redirects, and the forgotten-password pages. */

const SLUG = 'e2e-gecmis';
const serviceTitle = async (page: Page) =>
  (await adminCatalogItems<{ id: number; slug: string; title: string }>(page, 'services')).find(
    (service) => service.slug === SLUG,
  )?.title;

test.describe('admin history', () => {
  test('a service title change shows in its history; the earlier version comes back', async ({ page }) => {
    // A long walk on a machine shared with other test runs.
    test.setTimeout(60_000);
    await signInAsAdmin(page, '/admin/services');
    try {
      await removeIfLeft(page, 'services', SLUG);
      // Inactive, so the public pages other specs read stay as they are.
      const created = await page.request.post('/api/admin/services', {
        headers: { origin: siteOrigin() },
        data: { title: 'E2E Geçmiş', slug: SLUG, isActive: false },
      });
      expect(created.ok()).toBe(true);
      await page.reload();
      const list = page.getByRole('list', { name: 'Hizmet listesi' });
      await list.getByRole('button', { name: 'Düzenle: E2E Geçmiş' }).click();
      const edit = page.getByRole('dialog', { name: 'Hizmeti düzenle' });
      await edit.getByRole('textbox', { name: 'Başlık' }).fill('E2E Geçmiş Yeni');
      await edit.getByRole('button', { name: 'Kaydet' }).click();
      await expect(edit).toBeHidden();

      const item = list.getByRole('article', { name: 'E2E Geçmiş Yeni' });
      await item.getByRole('button', { name: 'E2E Geçmiş Yeni: geçmiş' }).click();
      const history = page.getByRole('dialog', { name: 'Geçmiş: E2E Geçmiş Yeni' });
      const versions = history.getByTestId('history-version');
      await expect(versions.first()).toContainText('Şu anki hâli');
      await expect(versions.first()).toContainText('Başlık');
      await expect(versions.first()).toContainText('E2E Geçmiş Yeni');
      await expect(versions.nth(1)).toBeVisible();

      await versions.nth(1).getByRole('button', { name: 'Bu sürüme dön' }).click();
      await page.getByRole('dialog', { name: 'Bu sürüme dön' }).getByRole('button', { name: 'Bu sürüme dön' }).click();
      await expect(page.getByText('Sürüm geri yüklendi')).toBeVisible();
      await expect.poll(() => serviceTitle(page)).toBe('E2E Geçmiş');
      await page.keyboard.press('Escape');
      await expect(list.getByRole('heading', { name: 'E2E Geçmiş', exact: true })).toBeVisible();

      // The activity log tells the restore as a sentence with the values.
      await page.goto('/admin/activity');
      await page.getByLabel('İşlem').selectOption({ label: 'Geçmiş' });
      await expect(page.getByTestId('activity-changes').first()).toContainText(
        'Başlık (Türkçe) alanını değiştirdi: E2E Geçmiş Yeni → E2E Geçmiş',
      );
    } finally {
      await removeIfLeft(page, 'services', SLUG);
    }
  });
});

const turkishValue = (page: Page, key: string) => entryOf(page, 'tr', key);

test.describe('content history', () => {
  test('a restored Turkish text comes back into its field', async ({ page }) => {
    test.setTimeout(60_000);
    const key = 'hero.subtitle';
    await signInAsAdmin(page, '/admin/content');
    const original = (await turkishValue(page, key))?.value ?? '';
    expect(original).not.toBe('');
    try {
      await page.getByRole('searchbox', { name: 'Ara' }).fill(key);
      const card = page.getByRole('article').filter({ has: page.getByText(key, { exact: true }) });
      const turkish = card.getByRole('textbox', { name: 'Türkçe' });
      await turkish.fill('E2E: geçmişten geri alınacak alt başlık');
      await card.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('İçerik güncellendi')).toBeVisible();
      // The card starts again from the saved text once the list is refreshed.
      await expect(card.getByRole('button', { name: 'Kaydet' })).toHaveCount(0);

      await card.getByRole('button', { name: /Türkçe: geçmiş$/ }).click();
      const history = page.getByRole('dialog', { name: /^Geçmiş: .* · Türkçe$/ });
      const versions = history.getByTestId('history-version');
      await expect(versions.first()).toContainText('E2E: geçmişten geri alınacak alt başlık');
      await versions.nth(1).getByRole('button', { name: 'Bu sürüme dön' }).click();
      await page.getByRole('dialog', { name: 'Bu sürüme dön' }).getByRole('button', { name: 'Bu sürüme dön' }).click();
      await expect(page.getByText('Sürüm geri yüklendi')).toBeVisible();
      await expect.poll(async () => (await turkishValue(page, key))?.value).toBe(original);
      await page.keyboard.press('Escape');
      // The field shows the restored text, with nothing left to save.
      await expect(turkish).toHaveValue(original);
      await expect(card.getByRole('button', { name: 'Kaydet' })).toHaveCount(0);

      // The activity log tells both as sentences with the values: the change, then the restore.
      await page.goto('/admin/activity');
      const rows = page.getByRole('table').getByRole('row');
      const changed = rows.filter({ hasText: '→ E2E: geçmişten geri alınacak alt başlık' }).first();
      const restored = rows.filter({ hasText: 'E2E: geçmişten geri alınacak alt başlık →' }).first();
      await expect(changed).toContainText(`${admin.username()},`);
      await expect(changed).toContainText('alanını değiştirdi');
      await expect(restored).toContainText('bir sürüm geri yüklendi');
    } finally {
      const entry = await turkishValue(page, key);
      if (entry && entry.value !== original)
        await page.request.put(`/api/admin/content/${entry.id}`, {
          data: { value: original },
          headers: { origin: siteOrigin() },
        });
    }
  });
});

type Redirect = { id: number; from: string; to: string };

/** Removes this test's redirect if a step failed before the screen deleted it. */
async function removeRedirectIfLeft(page: Page, from: string): Promise<void> {
  const redirects: Redirect[] = await (await page.request.get('/api/admin/redirects')).json();
  const left = redirects.find((redirect) => redirect.from === from);
  if (left) await page.request.delete(`/api/admin/redirects/${left.id}`, { headers: { origin: siteOrigin() } });
}

test.describe('admin redirects', () => {
  test('a redirect is checked, added, listed and deleted with confirmation', async ({ page }) => {
    test.setTimeout(60_000);
    const from = '/e2e-eski-sayfa';
    await signInAsAdmin(page, '/admin/settings');
    try {
      await page.getByRole('tab', { name: 'Yönlendirmeler' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Yönlendirmeler' });
      await panel.getByRole('textbox', { name: 'Eski adres' }).fill('eski sayfa');
      await panel.getByRole('textbox', { name: 'Yeni adres' }).fill('/services');
      await panel.getByRole('button', { name: 'Ekle' }).click();
      await expect(panel.getByText('Adres / ile başlayan bir site içi yol olmalıdır')).toBeVisible();

      await panel.getByRole('textbox', { name: 'Eski adres' }).fill(from);
      await panel.getByRole('button', { name: 'Ekle' }).click();
      await expect(page.getByText('Yönlendirme eklendi')).toBeVisible();
      const row = panel.getByRole('row').filter({ hasText: from });
      await expect(row).toContainText('/services');
      await expectNoSeriousA11yViolations(page, 'redirects tab');

      await row.getByRole('button', { name: `Yönlendirmeyi sil: ${from} → /services` }).click();
      await page.getByRole('dialog', { name: 'Silmeyi onaylayın' }).getByRole('button', { name: 'Evet, sil' }).click();
      await expect(row).toHaveCount(0);
    } finally {
      await removeRedirectIfLeft(page, from);
    }
  });
});

test.describe('forgotten password', () => {
  test('the request answers with the same neutral message and leads back to the login', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Şifremi unuttum' }).click();
    await page.getByRole('textbox', { name: 'E-posta' }).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Bağlantı gönder' }).click();
    await expect(page.getByTestId('forgot-sent')).toHaveText(
      'Bu adrese ait bir yönetici hesabı varsa birkaç dakika içinde bir bağlantı gelecek; bağlantı 30 dakika geçerlidir.',
    );
    await page.getByRole('button', { name: 'Girişe dön' }).click();
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  });

  test.describe('with an unknown link', () => {
    // The refused token is a 400 on purpose; the browser logs that request.
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test('the reset page says the link is not valid and offers a new one', async ({ page }) => {
      await page.goto(`/admin/reset-password?token=${'x'.repeat(32)}`);
      await page.getByLabel(/^Yeni şifre( \*)?$/).fill('Uzun-ve-guclu-Sifre-2026');
      await page.getByLabel(/^Yeni şifre \(tekrar\)( \*)?$/).fill('Uzun-ve-guclu-Sifre-2026');
      await page.getByRole('button', { name: 'Şifreyi değiştir' }).click();
      await expect(page.getByTestId('reset-link-error')).toContainText('Bu bağlantı geçersiz');
      await page.getByRole('button', { name: 'Yeni bağlantı iste' }).click();
      await expect(page.getByRole('button', { name: 'Bağlantı gönder' })).toBeVisible();
    });
  });
});

test.describe('dialogs with unsaved changes', () => {
  const cases = [
    {
      language: 'tr',
      open: (page: Page) => signInAsAdmin(page, '/admin/pricing'),
      words: {
        edit: 'Paketi düzenle',
        editButton: /^Düzenle: /,
        close: 'Kapat',
        name: 'Paket adı',
        question: 'Kaydedilmemiş değişiklikler',
        keep: 'Düzenlemeye devam et',
        discard: 'Kaydetmeden kapat',
      },
    },
    {
      language: 'ar',
      open: (page: Page) => signInAsAdminInArabic(page, '/admin/pricing', 'الأسعار'),
      words: {
        edit: 'تعديل الباقة',
        editButton: /^تعديل: /,
        close: 'إغلاق',
        name: 'اسم الباقة',
        question: 'تغييرات غير محفوظة',
        keep: 'متابعة التعديل',
        discard: 'إغلاق دون حفظ',
      },
    },
  ] as const;

  for (const { language, open, words } of cases) {
    test(`Escape on a changed form asks; keep editing keeps the text, discard saves nothing (${language})`, async ({
      page,
    }) => {
      await open(page);
      const packages = (await (await page.request.get('/api/admin/pricing')).json()) as Array<{ title: string }>;
      const before = packages.map((pkg) => pkg.title);
      const firstEdit = page.getByRole('button', { name: words.editButton }).first();

      // Unchanged: Escape closes at once.
      await firstEdit.click();
      const edit = page.getByRole('dialog', { name: words.edit });
      await expect(edit.getByLabel(words.name)).not.toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();

      await firstEdit.click();
      await edit.getByLabel(words.name).fill('E2E yarım kalan paket adı');
      await page.keyboard.press('Escape');
      const question = edit.getByRole('alertdialog', { name: words.question });
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: words.keep }).click();
      await expect(question).toBeHidden();
      await expect(edit.getByLabel(words.name)).toHaveValue('E2E yarım kalan paket adı');

      await edit.getByRole('button', { name: words.close, exact: true }).click();
      await question.getByRole('button', { name: words.discard }).click();
      await expect(edit).toBeHidden();
      const after = (await (await page.request.get('/api/admin/pricing')).json()) as Array<{ title: string }>;
      expect(after.map((pkg) => pkg.title)).toEqual(before);
    });
  }
});
