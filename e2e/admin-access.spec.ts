import { hashPassword } from '../server/auth/password.ts';
import { signInAsAdmin } from './admin-session.ts';
import { withE2eDatabase } from './e2e-database.ts';
import { expect, test } from './fixtures.ts';
import { siteOrigin } from './site-origin.ts';

const MEMBER = { username: 'e2e-member', password: 'member-password-1' };

test.describe('admin access', () => {
  // The server answers 401 and 403 on purpose here; the browser logs those requests.
  test.use({ allowedConsoleErrors: [/status of 40[13]/] });

  test('a signed-in non-admin sees Access Denied and goes back to / after 1 s', async ({ page }) => {
    const hash = await hashPassword(MEMBER.password);
    await withE2eDatabase((db) =>
      db.query(
        `insert into users (username, password_hash, role, created_at, updated_at)
         values ($1, $2, 'user', now(), now()) on conflict (username) do nothing`,
        [MEMBER.username, hash],
      ),
    );
    try {
      const login = await page.request.post('/api/admin/login', { data: MEMBER, headers: { origin: siteOrigin() } });
      expect(login.status()).toBe(200);
      // The server refuses the admin calls themselves, whatever the screen does.
      expect((await page.request.get('/api/admin/stats')).status()).toBe(403);

      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { name: 'Yönetici Erişimi Gerekli' })).toBeVisible();
      await expect(page.getByText('Access Denied')).toBeVisible();
      await expect(page.getByText('Admin access required')).toBeVisible();
      await expect(page).toHaveURL(/\/$/, { timeout: 3_000 });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Dijital Dönüşümde Güvenilir Ortağınız' }),
      ).toBeVisible();
    } finally {
      await withE2eDatabase((db) => db.query('delete from users where username = $1', [MEMBER.username]));
    }
  });

  test('a session that ends while the admin works: Unauthorized toast, then the login screen', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings');
    await expect(page.getByRole('tab', { name: /Genel/ })).toBeVisible();
    // The session ends elsewhere (another tab logs out, or the idle timeout passes).
    const logout = await page.request.post('/api/logout', { headers: { origin: siteOrigin() } });
    expect(logout.status()).toBe(200);

    await page.getByRole('button', { name: 'Kaydet' }).first().click();
    await expect(page.getByText('Unauthorized')).toBeVisible();
    await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 3_000 });
    await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
  });

  test('without a session any admin path shows the login screen in place', async ({ page }) => {
    for (const path of ['/admin', '/admin/media', '/admin/contact', '/admin/anything']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Yönetici Girişi' }), path).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});
