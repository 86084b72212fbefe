import { admin, expect, test } from './fixtures.ts';

test.describe('admin sign-in', () => {
  test.describe('wrong credentials', () => {
    // The login call answers 401 on purpose; the browser logs that failed request.
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test('shows Giriş Başarısız and stays on the login screen', async ({ page }) => {
      await page.goto('/admin/login');
      await page.getByLabel('Kullanıcı adı').fill(admin.username());
      await page.getByLabel(/^Şifre( \*)?$/).fill('definitely-wrong');
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await expect(page.getByText('Giriş Başarısız')).toBeVisible();
      await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  });

  test('empty fields are refused before any call', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Kullanıcı adı gereklidir')).toBeVisible();
    await expect(page.getByText('Şifre gereklidir')).toBeVisible();
  });

  test('right credentials open the admin shell; logout ends the session', async ({ page }) => {
    await page.goto('/admin');
    // No session: the login screen in place, and no credentials on it.
    await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
    await expect(page.getByText(admin.password())).toHaveCount(0);

    const password = page.getByLabel(/^Şifre( \*)?$/);
    await page.getByLabel('Kullanıcı adı').fill(admin.username());
    await password.fill(admin.password());
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Şifreyi göster veya gizle' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Şifreyi göster veya gizle' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();

    await expect(page.getByRole('heading', { name: 'Kontrol Paneli' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    const sidebar = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    for (const href of [
      '/admin',
      '/admin/content',
      '/admin/settings',
      '/admin/services',
      '/admin/projects',
      '/admin/pricing',
      '/admin/media',
      '/admin/contact',
    ]) {
      await expect(sidebar.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(page.getByText(admin.username(), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Siteyi Görüntüle' })).toHaveAttribute('href', '/');

    // The session is real on the server too.
    const me = await page.request.get('/api/admin/auth/user');
    expect(me.status()).toBe(200);
    expect((await me.json()).username).toBe(admin.username());

    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dijital Dönüşümde Güvenilir Ortağınız' })).toBeVisible();
    expect((await page.request.get('/api/admin/auth/user')).status()).toBe(401);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
  });

  test('/api/login opens the admin login screen', async ({ page }) => {
    await page.goto('/api/login');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the login screen speaks Arabic right-to-left', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto('/admin/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'تسجيل دخول المسؤول' })).toBeVisible();
    await expect(page.getByLabel('اسم المستخدم')).toBeVisible();
  });
});
