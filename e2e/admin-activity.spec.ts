import { parseCsv } from '../server/test/csv-reader.ts';
import { createAdminThroughApi, forgetFailedSignIns, signIn } from './admin-accounts.ts';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { admin, expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './page-width.ts';

/** The activity screen (issue 13): the audit log with readable actions, filters, paging and CSV. */
test.describe('admin activity', () => {
  test.afterEach(forgetFailedSignIns);
  test('shows sign-ins, a failed one and an added admin; filters by action, person and day; exports the filter', async ({
    page,
    request,
  }) => {
    // Something to find: an admin added (users.create) and a failed sign-in of theirs.
    const auditId = await createAdminThroughApi(page, 'e2e-audit', 'audit trail passphrase 5');
    expect((await signIn(request, 'e2e-audit', 'a wrong password here')).status()).toBe(401);

    await signInAsAdmin(page, '/admin');
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Etkinlik Kaydı' })
      .click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Etkinlik Kaydı' })).toBeVisible();
    const added = page.getByRole('row').filter({ hasText: 'Yöneticiler: eklendi' }).filter({ hasText: 'e2e-audit' });
    await expect(added.first()).toBeVisible();
    await expect(added.first()).toContainText(admin.username());
    await expect(added.first()).toContainText('users.create');
    await expect(page.getByRole('row').filter({ hasText: 'Giriş ve çıkış: giriş yaptı' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'activity (tr)');

    // Failed sign-ins only.
    const action = page.getByLabel('İşlem');
    await action.selectOption({ label: 'Başarısız girişler' });
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Yöneticiler: eklendi' })).toHaveCount(0);
    const failed = rows.filter({ hasText: 'Giriş ve çıkış: başarısız giriş' }).filter({ hasText: 'e2e-audit' });
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('127.0.0.1');
    // One person's entries, in a group of actions.
    await action.selectOption({ label: 'Giriş ve çıkış' });
    // A person is picked by account (entries are keyed by id: a name can change hands).
    await page.getByLabel('Kişi').selectOption({ label: 'e2e-audit' });
    await expect(rows.filter({ hasText: admin.username() })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'e2e-audit' }).first()).toBeVisible();

    // The CSV link carries the same filters, and the file has the entry.
    const link = page.getByRole('link', { name: 'CSV olarak indir' });
    await expect(link).toHaveAttribute('href', `/api/admin/audit/export?actorId=${auditId}&action=auth.`);
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    const csv = parseCsv((await readFile(path, 'utf8')).replace(/^\uFEFF/, ''));
    expect(csv[0]).toEqual(['time', 'actor', 'actor_id', 'actor_now', 'action', 'target', 'ip', 'summary']);
    expect(csv.slice(1).every((entry) => entry[2] === String(auditId) && entry[4].startsWith('auth.'))).toBe(true);
    expect(csv.length).toBeGreaterThan(1);

    // A day with nothing yet.
    await page.getByLabel('Başlangıç tarihi').fill('2999-01-01');
    await expect(page.getByText('Bu filtrelere uyan kayıt yok')).toBeVisible();
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect(page.getByLabel('Kişi')).toHaveValue('');
    // The export itself is in the log (a fresh load: the list is not polled).
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Etkinlik kaydı: dışa aktarıldı' }).first()).toBeVisible();
  });

  test('speaks Arabic right-to-left', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin/activity', 'سجل النشاط');
    await expect(page.getByRole('row').filter({ hasText: 'الدخول والخروج: تسجيل دخول' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'activity (ar)');
  });

  test('fits a phone @phone', async ({ page }) => {
    await signInAsAdmin(page, '/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Etkinlik Kaydı' })).toBeVisible();
    await expect(page.getByLabel('İşlem')).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'activity (phone)');
  });
});
