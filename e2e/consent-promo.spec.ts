import { expect, test } from './fixtures.ts';

test.describe('first visit', () => {
  test.use({ firstVisit: true });

  test('cookie banner: Accept all stores all four categories and closes', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Çerez Kullanımı' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Çerez Politikası' })).toHaveAttribute('href', '/cookies');
    await banner.getByRole('button', { name: 'Tümünü Kabul Et' }).click();
    await expect(banner).toBeHidden();
    const record = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
    expect(record.preferences).toEqual({ necessary: true, performance: true, functionality: true, marketing: true });
    expect(record.version).toBe('1.0');
    expect(Number.isNaN(Date.parse(record.timestamp))).toBe(false);
    // Consent Mode: denied by default first, then granted by the choice.
    const consent = await page.evaluate(() =>
      ((window as unknown as { dataLayer: unknown[][] }).dataLayer ?? [])
        .filter((entry) => entry[0] === 'consent')
        .map((entry) => [
          entry[1],
          (entry[2] as Record<string, string>).analytics_storage,
          (entry[2] as Record<string, string>).ad_storage,
        ]),
    );
    expect(consent[0]).toEqual(['default', 'denied', 'denied']);
    expect(consent.at(-1)).toEqual(['update', 'granted', 'granted']);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Çerez Kullanımı' })).toBeHidden();
  });

  test('Reject keeps only the necessary cookies; the panel saves a selection', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Reddet', exact: true }).click();
    let record = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
    expect(record.preferences).toEqual({ necessary: true, performance: false, functionality: false, marketing: false });

    await page.evaluate(() => localStorage.removeItem('cookie-consent'));
    await page.reload();
    await page.getByRole('button', { name: 'Ayarlar' }).click();
    const panel = page.getByRole('dialog', { name: 'Çerez Ayarları' });
    await expect(panel.getByRole('switch', { name: 'Zorunlu Çerezler' })).toBeDisabled();
    await expect(panel.getByRole('switch', { name: 'Zorunlu Çerezler' })).toBeChecked();
    await panel.getByRole('switch', { name: 'Performans Çerezleri' }).check();
    await panel.getByRole('button', { name: 'Seçilenleri Kabul Et' }).click();
    await expect(panel).toBeHidden();
    // The promo waited for the panel; it may open now.
    record = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
    expect(record.preferences).toEqual({ necessary: true, performance: true, functionality: false, marketing: false });
  });

  test('the promo modal waits for the cookie banner, opens after about 3 s, once per session, and closes', async ({
    page,
  }) => {
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'Web Sitenizi Mobil Uygulamaya Dönüştürün' });
    // Never over the cookie banner (issue 22): still closed well after its 3 s.
    await page.waitForTimeout(4000);
    await expect(modal).toBeHidden();
    await page
      .getByRole('region', { name: 'Çerez Kullanımı' })
      .getByRole('button', { name: 'Tümünü Kabul Et' })
      .click();
    await expect(modal).toBeVisible({ timeout: 2000 });
    await expect(modal.getByText('Çok Yakında')).toBeVisible();
    await expect(modal.getByRole('listitem')).toHaveCount(4);
    await modal.getByRole('button', { name: 'Kapat' }).first().click();
    await expect(modal).toBeHidden();
    await page.reload();
    await page.waitForTimeout(3500);
    await expect(modal).toBeHidden();
  });

  test('the promo waits while a form field has the focus, and gives the focus back when closed', async ({ page }) => {
    await page.goto('/contact');
    const name = page.getByRole('textbox', { name: /Ad Soyad/ });
    await name.focus();
    // Answered without moving the focus out of the field (the promo counts from the page's load,
    // so it may be due already when the banner is answered).
    await page
      .getByRole('region', { name: 'Çerez Kullanımı' })
      .getByRole('button', { name: 'Tümünü Kabul Et' })
      .evaluate((button: HTMLElement) => button.click());
    await expect(page.getByRole('region', { name: 'Çerez Kullanımı' })).toBeHidden();
    await expect(name).toBeFocused();
    const modal = page.getByRole('dialog', { name: 'Web Sitenizi Mobil Uygulamaya Dönüştürün' });
    await page.waitForTimeout(4000);
    await expect(modal).toBeHidden();
    const link = page.getByRole('banner').getByRole('link').first();
    await link.focus();
    await expect(modal).toBeVisible({ timeout: 2000 });
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('inform-me goes to the contact page when the page has no #contact @phone', async ({ page }) => {
    await page.goto('/ar');
    await page.getByRole('button', { name: 'قبول الكل' }).click();
    const modal = page
      .getByRole('dialog', { name: 'حوّل موقعك الإلكتروني إلى تطبيق جوال' })
      .or(page.getByRole('dialog'));
    await expect(modal.first()).toBeVisible({ timeout: 6000 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await modal.first().getByRole('button').last().click();
    await expect(page).toHaveURL(/\/ar\/contact$/);
  });
});
