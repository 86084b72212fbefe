import { expect, test } from './fixtures.ts';

test.describe('language', () => {
  test('switching to Arabic sets dir=rtl and survives a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Dil seçin' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'شريكك الموثوق في التحول الرقمي' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    // Mirrored layout: the logo sits at the right edge of the header in Arabic.
    const logo = await page.getByRole('banner').getByRole('link', { name: 'TBT Dijital' }).boundingBox();
    const viewport = page.viewportSize();
    expect(logo && viewport && logo.x > viewport.width / 2).toBe(true);
    // The address carries the language: a reload renders that address.
    await expect(page).toHaveURL(/\/ar$/);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'شريكك الموثوق في التحول الرقمي' })).toBeVisible();

    await page.getByRole('button', { name: 'اختر اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: /digitale Transformation/ })).toBeVisible();
  });

  test('an invalid stored language becomes Turkish', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'xx'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1, name: 'Dijital Dönüşümde Güvenilir Ortağınız' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');
  });

  test('mobile menu: 3-column language grid, closes when a language is chosen @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menü' });
    await expect(dialog).toBeVisible();
    const tiles = dialog.getByRole('button', { pressed: false }).or(dialog.getByRole('button', { pressed: true }));
    await expect(dialog.getByRole('button', { name: /English/ })).toBeVisible();
    const boxes = await Promise.all(
      ['Türkçe', 'English', 'Deutsch', 'Русский'].map((name) =>
        dialog.getByRole('button', { name: new RegExp(name) }).boundingBox(),
      ),
    );
    // Three tiles on the first row, the fourth wraps to the next one.
    expect(boxes[0]?.y).toBe(boxes[1]?.y);
    expect(boxes[1]?.y).toBe(boxes[2]?.y);
    expect((boxes[3]?.y ?? 0) > (boxes[0]?.y ?? 0)).toBe(true);
    expect(await tiles.count()).toBeGreaterThanOrEqual(5);
    await dialog.getByRole('button', { name: /English/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your trusted partner in digital transformation' }),
    ).toBeVisible();
  });

  test('mobile menu closes when a link is chosen @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menü' });
    await dialog.getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('language prefixes in the address', () => {
  test('/en/... selects English and links keep the prefix', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your trusted partner in digital transformation' }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/en/about');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/en');
    // Admin links never carry a prefix.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });

  test('choosing a language moves the address to its prefix; Turkish has none', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Dil seçin' }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.getByRole('button', { name: 'Выберите язык' }).click();
    await page.getByRole('menuitem', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test('the address is the truth: a stored language does not move an unprefixed visit; back returns to the former one', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'de'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1, name: 'Dijital Dönüşümde Güvenilir Ortağınız' })).toBeVisible();
    await page.getByRole('button', { name: 'Dil seçin' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
