import type { Page } from '@playwright/test';
import { totpCode, totpStep } from '../server/auth/totp.ts';
import { createAdminThroughApi, forgetFailedSignIns, signIn, signInPageAs } from './admin-accounts.ts';
import { signInAsAdminInArabic } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { admin, expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './page-width.ts';
import { siteOrigin } from './site-origin.ts';

/** GET /api/logout signs nobody out: it shows a button, whose form POST does. */
async function signOutByTheLogoutPage(page: Page): Promise<void> {
  await page.goto('/api/logout');
  await page.locator('form[action="/api/logout"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/admin/auth/user')).status()).toBe(401);
}

/**
 * The account screen (issue 13): password change, sessions, turning on TOTP and signing in with
 * it. Each test uses an admin of its own; the e2e admin's password and second factor never change.
 */
test.describe('admin account', () => {
  // Refused passwords answer 400 and the TOTP step's first answer 401, on purpose.
  test.use({ allowedConsoleErrors: [/status of 40[01]/] });
  test.afterEach(forgetFailedSignIns);

  test('change the password: field errors translated, other sessions signed out, the new one works', async ({
    page,
    browser,
  }) => {
    const username = 'e2e-password';
    const first = 'first pass phrase 2026';
    const second = 'second meadow lantern 7';
    await createAdminThroughApi(page, username, first);
    // Another device of the same admin, signed in before the change.
    const other = await browser.newContext({ baseURL: siteOrigin() });
    expect((await signIn(other.request, username, first)).status()).toBe(200);

    await signInPageAs(page, username, first, '/admin');
    // The sidebar's button under the user block.
    await page.getByRole('link', { name: 'Hesabım' }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Profil' });
    await expect(profile).toContainText(username);
    // The profile is edited with the admins' form; the sidebar's user block follows.
    await profile.getByRole('button', { name: 'Profili düzenle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yöneticiyi düzenle' });
    await dialog.getByLabel('Ad', { exact: true }).fill('Deniz');
    await dialog.getByLabel('Soyad').fill('Kaya');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(profile).toContainText('Deniz Kaya');
    await expect(page.getByText('Deniz Kaya')).toHaveCount(2);
    const sessions = page.getByRole('region', { name: 'Oturumlar' });
    await expect(sessions.getByRole('row')).toHaveCount(3);
    await expect(sessions.getByText('Bu cihaz')).toHaveCount(1);

    const passwordForm = page.getByRole('region', { name: 'Şifre değiştir' });
    const current = passwordForm.getByLabel(/^Mevcut şifre( \*)?$/);
    const fresh = passwordForm.getByLabel(/^Yeni şifre( \*)?$/);
    const repeat = passwordForm.getByLabel(/^Yeni şifre \(tekrar\)( \*)?$/);
    const submit = passwordForm.getByRole('button', { name: 'Şifreyi değiştir' });
    // Checked in the browser: too short, and the repeat differs.
    await current.fill(first);
    await fresh.fill('short');
    await submit.click();
    await expect(passwordForm.getByText('Şifre en az 12 karakter olmalıdır')).toBeVisible();
    await fresh.fill(second);
    await repeat.fill(`${second}x`);
    await submit.click();
    await expect(passwordForm.getByText('Şifreler eşleşmiyor')).toBeVisible();
    // Checked by the server: a common password and a wrong current one, each under its field.
    await fresh.fill('qwertyuiop123');
    await repeat.fill('qwertyuiop123');
    await submit.click();
    await expect(passwordForm.getByText('Bu şifre çok yaygın; tahmin edilmesi zor bir şifre seçin')).toBeVisible();
    await current.fill('not my password at all');
    await fresh.fill(second);
    await repeat.fill(second);
    await submit.click();
    await expect(passwordForm.getByText('Mevcut şifre hatalı')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'account with field errors (tr)');

    await current.fill(first);
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Diğer cihazlardaki oturumlarınız kapatıldı' }),
    ).toBeVisible();
    await expect(current).toHaveValue('');
    // This device goes on; the other one is out; only the new password signs in.
    await expect(sessions.getByRole('row')).toHaveCount(2);
    expect((await other.request.get('/api/admin/account')).status()).toBe(401);
    expect((await signIn(other.request, username, first)).status()).toBe(401);
    expect((await signIn(other.request, username, second)).status()).toBe(200);
    await page.reload();
    await expect(sessions.getByRole('row')).toHaveCount(3);
    // End the other device's session from here.
    await sessions.getByRole('button', { name: /oturumunu sonlandır$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Oturum sonlandırıldı' })).toBeVisible();
    await expect(sessions.getByRole('row')).toHaveCount(2);
    expect((await other.request.get('/api/admin/account')).status()).toBe(401);
    await other.close();
  });

  test('turn on two-step verification, then sign in with a code and with a recovery code', async ({ page }) => {
    const username = 'e2e-totp';
    const password = 'totp owner passphrase 9';
    await createAdminThroughApi(page, username, password);
    await signInPageAs(page, username, password, '/admin/account');
    const card = page.getByRole('region', { name: 'İki adımlı doğrulama' });
    await expect(card.getByTestId('totp-status')).toHaveText('Kapalı');
    await card.getByRole('button', { name: 'Kurulumu başlat' }).click();
    const qr = card.getByRole('img', { name: 'Doğrulama uygulaması için QR kodu' });
    await expect(qr).toBeVisible();
    // The QR code really paints (the page's CSP allows data: images).
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const secret = (await card.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoSeriousA11yViolations(page, 'totp setup (tr)');

    const codeInput = card.getByLabel(/^Doğrulama kodu( \*)?$/);
    await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
    await codeInput.fill('12345');
    await card.getByRole('button', { name: 'Doğrula ve aç' }).click();
    await expect(card.getByText('Doğrulama kodu 6 haneli bir sayı olmalıdır')).toBeVisible();
    // The password is asked again (a session alone cannot bind an authenticator).
    await expect(card.getByText('Şifre gereklidir')).toBeVisible();
    const confirmStep = totpStep(Date.now());
    await codeInput.fill(totpCode(secret, confirmStep));
    await card.getByLabel(/^Mevcut şifre( \*)?$/).fill(password);
    await card.getByRole('button', { name: 'Doğrula ve aç' }).click();

    const codes = page.getByRole('region', { name: 'Kurtarma kodlarınız' });
    await expect(codes.getByText('bir daha gösterilmeyecek', { exact: false })).toBeVisible();
    const recoveryCodes = (await codes.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map(
      (code) => code.trim(),
    );
    expect(recoveryCodes).toHaveLength(10);
    const download = page.waitForEvent('download');
    await codes.getByRole('button', { name: 'İndir (.txt)' }).click();
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
    await expectNoSeriousA11yViolations(page, 'recovery codes (tr)');
    await codes.getByRole('button', { name: 'Kaydettim' }).click();
    await expect(card.getByTestId('totp-status')).toHaveText('Açık');
    await expect(card.getByText('10 kurtarma kodu kaldı')).toBeVisible();
    await expect(page.getByText(recoveryCodes[0])).toHaveCount(0);

    // Sign out, then in: the password alone asks for the code.
    await signOutByTheLogoutPage(page);
    await page.goto('/admin/login');
    await page.getByLabel('Kullanıcı adı').fill(username);
    await page.getByLabel(/^Şifre( \*)?$/).fill(password);
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'İki adımlı doğrulama' })).toBeVisible();
    const loginCode = page.getByLabel(/^Doğrulama kodu( \*)?$/);
    await expect(loginCode).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(loginCode).toHaveAttribute('inputmode', 'numeric');
    await expectNoSeriousA11yViolations(page, 'login code step (tr)');
    // A wrong code is refused and the step stays.
    await loginCode.fill(totpCode(secret, confirmStep + 8));
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expect(page.getByText('Kod hatalı ya da daha önce kullanılmış.')).toBeVisible();
    // Two failures in a row make the next try wait a second (login throttling): start afresh.
    await forgetFailedSignIns();
    // The next step's code (the confirmation used the current one).
    await loginCode.fill(totpCode(secret, confirmStep + 1));
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' })).toBeVisible();

    // And once with a recovery code instead.
    await signOutByTheLogoutPage(page);
    await page.goto('/admin/login');
    await page.getByLabel('Kullanıcı adı').fill(username);
    await page.getByLabel(/^Şifre( \*)?$/).fill(password);
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await page.getByRole('button', { name: 'Bunun yerine kurtarma kodu kullan' }).click();
    await page.getByLabel(/^Kurtarma kodu( \*)?$/).fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' })).toBeVisible();
    await page.goto('/admin/account');
    await expect(page.getByText('9 kurtarma kodu kaldı')).toBeVisible();

    // Off with the password: the password alone signs in again.
    const off = page.getByRole('region', { name: 'İki adımlı doğrulama' });
    await off.getByLabel(/^Mevcut şifre( \*)?$/).fill(password);
    await off.getByRole('button', { name: 'İki adımlı doğrulamayı kapat' }).click();
    await expect(off.getByTestId('totp-status')).toHaveText('Kapalı');
    expect((await signIn(page.request, username, password)).status()).toBe(200);
  });

  test('speaks Arabic right-to-left', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin/account', 'حسابي');
    await expect(page.getByRole('region', { name: 'الجلسات' }).getByText('هذا الجهاز')).toBeVisible();
    await expect(page.getByRole('button', { name: 'بدء الإعداد' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'account (ar)');
  });

  test('fits a phone @phone', async ({ page }) => {
    await signInPageAs(page, admin.username(), admin.password(), '/admin/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Şifreyi değiştir' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Oturumlar' }).getByText('Bu cihaz')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'account (phone)');
  });
});

test.describe('login with a second factor', () => {
  // The password alone answers 401 TOTP_REQUIRED on purpose.
  test.use({ allowedConsoleErrors: [/status of 401/] });
  test.afterEach(forgetFailedSignIns);

  test('the code step speaks Arabic right-to-left', async ({ page }) => {
    // Not the e2e admin: TOTP goes on for an admin of this test only.
    const username = 'e2e-totp-ar';
    const password = 'arabic totp passphrase 4';
    await createAdminThroughApi(page, username, password);
    const setup = await signIn(page.request, username, password);
    expect(setup.status()).toBe(200);
    const headers = { origin: siteOrigin() };
    const { secret } = (await (await page.request.post('/api/admin/account/totp', { headers })).json()) as {
      secret: string;
    };
    const confirmed = await page.request.post('/api/admin/account/totp/confirm', {
      data: { code: totpCode(secret, totpStep(Date.now())), password },
      headers,
    });
    expect(confirmed.status()).toBe(200);
    await page.request.post('/api/logout', { headers });

    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto('/admin/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('اسم المستخدم').fill(username);
    await page.getByLabel(/^كلمة المرور( \*)?$/).fill(password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('heading', { name: 'التحقق بخطوتين' })).toBeVisible();
    await expect(page.getByLabel(/^رمز التحقق( \*)?$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'استخدم رمز استرداد بدلًا من ذلك' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login code step (ar)');
  });
});
