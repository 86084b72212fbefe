import { expect, test } from './fixtures.ts';
import { openMissingPage } from './public-pages.ts';

test.describe('home', () => {
  test('renders in Turkish with lang=tr, header and footer filled from settings @phone', async ({ page, request }) => {
    const settings = await (await request.get('/api/settings')).json();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Dijital Dönüşümde Güvenilir Ortağınız' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Projenizi Başlatın' })).toHaveAttribute('href', '/contact');
    // Text mark from site_name (no logo_url is seeded).
    await expect(page.getByRole('banner').getByRole('link', { name: settings.site_name })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: settings.company_phone })).toHaveAttribute(
      'href',
      `tel:${settings.company_phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', settings.social_linkedin);
    // social_youtube is empty in the seed: no link for it.
    await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveCount(0);
    // The legal links (the newsletter box links the KVKK notice too, issue 12).
    const legal = footer.getByRole('navigation', { name: 'Yasal' });
    for (const name of ['Gizlilik Politikası', 'Kullanım Şartları', 'Çerez Politikası', 'KVKK Aydınlatma Metni']) {
      await expect(legal.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByRole('textbox', { name: 'E-posta adresiniz' })).toHaveAttribute('type', 'email');
    await expect(footer.getByRole('link', { name: 'Yönetim' })).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('link', { name: 'WhatsApp ile yazın' })).toHaveAttribute(
      'href',
      `https://wa.me/${settings.whatsapp_number}`,
    );
  });

  test('desktop header has the navigation, language dropdown and quote button', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    for (const [name, href] of [
      ['Ana Sayfa', '/'],
      ['Hizmetler', '/services'],
      ['E-Ticaret', '/ecommerce'],
      ['Yazılım', '/software'],
      ['Hakkımızda', '/about'],
      ['İletişim', '/contact'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Teklif Al' })).toHaveAttribute('href', '/contact');
    await page.getByRole('button', { name: 'Dil seçin' }).click();
    for (const name of ['Türkçe', 'English', 'Deutsch', 'Русский', 'العربية']) {
      await expect(page.getByRole('menuitem', { name })).toBeVisible();
    }
  });

  test.describe(() => {
    // The server answers an unknown page with 404 (for search engines); Chromium logs that.
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('an unknown path shows Page Not Found', async ({ page }) => {
      await openMissingPage(page, '/bu-sayfa-yok', 'Page Not Found');
      await page.getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

test('the footer newsletter box subscribes an address @phone', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'E-posta adresiniz' }).fill(`okur-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(page.getByText('Neredeyse tamam')).toBeVisible();
  await expect(footer.getByRole('textbox', { name: 'E-posta adresiniz' })).toHaveValue('');
});
