import { createAdminThroughApi, forgetFailedSignIns, signIn } from './admin-accounts.ts';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { withE2eDatabase } from './e2e-database.ts';
import { admin, expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './page-width.ts';

/** The admins screen (issue 13): add, edit, disable and enable, delete; yourself is protected. */
test.describe('admin users', () => {
  test.afterEach(forgetFailedSignIns);
  // A refused password (400) and a taken username (409) are answered on purpose.
  test.use({ allowedConsoleErrors: [/status of 40[09]/] });

  test('add an admin who can sign in; edit, disable, enable and delete them', async ({ page, request }) => {
    await signInAsAdmin(page, '/admin');
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Yöneticiler' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Yöneticiler' })).toBeVisible();
    // The e2e admin's own row: marked, and neither switch nor delete can take them out.
    const own = page.getByRole('row').filter({ hasText: admin.username() });
    await expect(own.getByText('Siz')).toBeVisible();
    await expect(own.getByRole('switch')).toBeDisabled();
    await expect(own.getByRole('button', { name: /sil$/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Yönetici ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni yönetici' });
    await dialog.getByLabel(/^Kullanıcı adı/).fill('e2e-ayse');
    await dialog.getByLabel('E-posta').fill('ayse@example.com');
    await dialog.getByLabel('Ad', { exact: true }).fill('Ayşe');
    await dialog.getByLabel('Soyad').fill('Yılmaz');
    await dialog.getByLabel(/^İlk şifre( \*)?$/).fill('password1234');
    await dialog.getByLabel(/^İlk şifre \(tekrar\)/).fill('password1234');
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    // The server's common-password rule, under the field in the admin's language.
    await expect(dialog.getByText('Bu şifre çok yaygın; tahmin edilmesi zor bir şifre seçin')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add admin with an error (tr)');
    const password = 'river stone autumn 7';
    await dialog.getByLabel(/^İlk şifre( \*)?$/).fill(password);
    await dialog.getByLabel(/^İlk şifre \(tekrar\)/).fill(password);
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Yönetici eklendi' })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const row = page.getByRole('row').filter({ hasText: 'e2e-ayse' });
    await expect(row).toContainText('Ayşe Yılmaz');
    await expect(row).toContainText('ayse@example.com');
    await expect(row).toContainText('Kapalı');
    await expect(row).toContainText('Etkin');
    await expect(row).toContainText('Açık oturumu yok');
    // Signed in apart from this page (the request fixture has cookies of its own).
    expect((await signIn(request, 'e2e-ayse', password)).status()).toBe(200);

    // A taken username is refused under the field.
    await page.getByRole('button', { name: 'Yönetici ekle' }).click();
    await dialog.getByLabel(/^Kullanıcı adı/).fill('e2e-ayse');
    await dialog.getByLabel(/^İlk şifre( \*)?$/).fill('another fine passphrase');
    await dialog.getByLabel(/^İlk şifre \(tekrar\)/).fill('another fine passphrase');
    await dialog.getByRole('button', { name: 'Ekle' }).click();
    await expect(dialog.getByText('Bu kullanıcı adı zaten kullanılıyor')).toBeVisible();
    await dialog.getByRole('button', { name: 'İptal' }).click();

    await row.getByRole('button', { name: 'e2e-ayse düzenle' }).click();
    const edit = page.getByRole('dialog', { name: 'Yöneticiyi düzenle' });
    await expect(edit.getByLabel(/^İlk şifre/)).toHaveCount(0);
    await edit.getByLabel('Soyad').fill('Demir');
    await edit.getByRole('button', { name: 'Kaydet' }).click();
    await expect(row).toContainText('Ayşe Demir');

    await row.getByRole('switch', { name: 'e2e-ayse etkin' }).click({ force: true });
    await expect(page.getByRole('alert').filter({ hasText: 'e2e-ayse devre dışı bırakıldı' })).toBeVisible();
    await expect(row).toContainText('Devre dışı');
    expect((await request.get('/api/admin/account')).status()).toBe(401);
    expect((await signIn(request, 'e2e-ayse', password)).status()).toBe(401);
    await row.getByRole('switch', { name: 'e2e-ayse etkin' }).click({ force: true });
    await expect(row).toContainText('Etkin');

    await row.getByRole('button', { name: 'e2e-ayse sil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Evet, sil' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'e2e-ayse' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'admins (tr)');
  });

  test('another admin resets a lost two-step verification; the owner signs in with the password alone', async ({
    page,
    request,
  }) => {
    const password = 'lost phone harbor 12';
    const id = await createAdminThroughApi(page, 'e2e-lostphone', password);
    await withE2eDatabase((client) =>
      client.query("update users set totp_secret = 'JBSWY3DPEHPK3PXP' where id = $1", [id]),
    );
    expect((await signIn(request, 'e2e-lostphone', password)).status()).toBe(401);
    await signInAsAdmin(page, '/admin/users');
    const row = page.getByRole('row').filter({ hasText: 'e2e-lostphone' });
    await expect(row.getByText('Açık', { exact: true })).toBeVisible();
    // Nobody resets their own here (the account screen asks for the password).
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: admin.username() })
        .getByRole('button', { name: /sıfırla$/ }),
    ).toHaveCount(0);
    await row.getByRole('button', { name: 'e2e-lostphone: İki adımlıyı sıfırla' }).click();
    const dialog = page.getByRole('dialog', { name: 'İki adımlı doğrulama sıfırlansın mı?' });
    await expectNoSeriousA11yViolations(page, 'reset two-step (tr)');
    await dialog.getByRole('button', { name: 'Evet, sıfırla' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'e2e-lostphone için iki adımlı doğrulama sıfırlandı' }),
    ).toBeVisible();
    await expect(row.getByText('Kapalı', { exact: true })).toBeVisible();
    expect((await signIn(request, 'e2e-lostphone', password)).status()).toBe(200);
    await row.getByRole('button', { name: 'e2e-lostphone sil' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Evet, sil' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'e2e-lostphone' })).toHaveCount(0);
  });

  test('speaks Arabic right-to-left', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin/users', 'المسؤولون');
    await expect(page.getByRole('row').filter({ hasText: admin.username() }).getByText('أنت')).toBeVisible();
    await page.getByRole('button', { name: 'إضافة مسؤول' }).click();
    await expect(page.getByRole('dialog', { name: 'مسؤول جديد' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add admin (ar)');
  });

  test('fits a phone @phone', async ({ page }) => {
    await signInAsAdmin(page, '/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Yöneticiler' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: admin.username() })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Yönetici ekle' }).click();
    await expect(page.getByRole('dialog', { name: 'Yeni yönetici' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add admin (phone)');
  });
});
