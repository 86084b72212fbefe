import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { expect, test } from './fixtures.ts';
import { siteOrigin } from './site-origin.ts';

/** The Integrations screen's API tokens (issue 23): made in Turkish, shown once, used, revoked. */
test.describe('admin integrations: API tokens', () => {
  test('a token made in Turkish is shown once, works with Bearer, and is refused at once once revoked', async ({
    page,
    request,
  }) => {
    const name = `CRM ${Date.now()}`;
    await signInAsAdmin(page, '/admin/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Entegrasyonlar' })).toBeVisible();
    await page.getByRole('button', { name: 'Yeni anahtar' }).click();
    const form = page.getByRole('dialog', { name: 'Yeni API anahtarı' });
    await form.getByRole('textbox', { name: /^Ad/ }).fill(name);
    await form.getByRole('checkbox', { name: 'Talepleri okuma' }).check();
    await form.getByRole('button', { name: 'Anahtarı oluştur' }).click();

    const shown = page.getByRole('dialog', { name: 'Anahtarınız hazır' });
    await expect(shown).toContainText('bir daha gösterilmeyecek');
    await expect(shown.getByRole('button', { name: 'Kopyala', exact: true })).toBeVisible();
    const token = await shown.getByTestId('created-token').inputValue();
    expect(token).toMatch(/^ajt_[0-9a-f]{8}_/);
    await shown.getByRole('button', { name: 'Kopyaladım, kapat' }).click();
    await expect(shown).toHaveCount(0);
    // Only the prefix stays on the screen.
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(token.slice(0, 12));
    await expect(page.getByText(token)).toHaveCount(0);

    const contacts = () =>
      request.get(`${siteOrigin()}/api/admin/contacts`, { headers: { authorization: `Bearer ${token}` } });
    expect((await contacts()).status()).toBe(200);

    await row.getByRole('button', { name: `${name} anahtarını iptal et` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Evet, iptal et' }).click();
    await expect(row).toContainText('İptal edildi');
    expect((await contacts()).status()).toBe(401);
  });

  test('speaks Arabic right-to-left, list and form', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin/integrations', 'التكاملات');
    await expect(page.getByRole('heading', { level: 2, name: 'رموز API' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'integrations (ar)');
    await page.getByRole('button', { name: 'رمز جديد' }).click();
    await expect(page.getByRole('checkbox', { name: 'قراءة الطلبات' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'integrations token form (ar)');
  });
});
