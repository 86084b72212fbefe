import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { expect, test } from './fixtures.ts';

/** The outbox screen and the settings' test mail (issue 12). The e2e server has no SMTP_URL. */
test.describe('admin outbox', () => {
  test('the dashboard tells the owner in plain words that mail waits, and whom to ask', async ({ page }) => {
    await signInAsAdmin(page, '/admin');
    const notice = page.getByRole('alert').filter({ hasText: 'E-posta yapılandırılmamış' });
    await expect(notice).toContainText('sunucusunu kuran kişiden');
    await expect(notice).toContainText(/Bekleyen e-posta yok|e-posta bekliyor/);
  });

  test('a test mail from the settings waits in the outbox, which says mail is not configured', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings');
    await expect(page.getByText('E-posta yapılandırılmamış', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Deneme e-postası gönder' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'sıraya alındı' });
    await expect(toast).toContainText('teklif@tbtdijital.com.tr');
    await toast.getByRole('button').click();
    await expect(toast).toHaveCount(0);

    await page.getByRole('link', { name: 'Giden E-postalar' }).click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Giden E-postalar' })).toBeVisible();
    await expect(page.getByText('E-posta yapılandırılmamış', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Deneme e-postası' }).first();
    await expect(row).toContainText('Deneme');
    await expect(row).toContainText('Bekliyor');
    await expectNoSeriousA11yViolations(page, 'outbox (tr)');
  });

  test('speaks Arabic right-to-left', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin/outbox', 'البريد الصادر');
    await expect(page.getByText('البريد غير مُعدّ', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'outbox (ar)');
  });
});
