import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { admin, expect, test } from './fixtures.ts';

/**
 * Toasts (spec 000 section 9): one at a time, 5 s by default, F8 moves focus to them, a swipe of
 * at least 50 px to the right closes one. The footer's newsletter box shows one on every submit.
 */

const region = (page: Page, name = 'Bildirimler (F8)') => page.getByRole('region', { name });
let emails = 0;

/** Subscribes a fresh address in the footer (Enter in its field) and returns the toast that answers. */
async function showToast(page: Page): Promise<Locator> {
  emails += 1;
  const input = page.locator('footer input[type="email"]');
  await input.fill(`toast-${Date.now()}-${emails}@example.com`);
  await input.press('Enter');
  const toast = page.locator('section[aria-keyshortcuts="F8"]').getByRole('alert');
  await expect(toast).toBeVisible();
  return toast;
}

/** Presses on the middle of the toast and drags it `dx` px sideways with the mouse. */
async function mouseSwipe(page: Page, toast: Locator, dx: number) {
  const box = await toast.boundingBox();
  if (!box) throw new Error('no toast');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}

/** The same with a finger (Chromium's touch events through the DevTools protocol). */
async function touchSwipe(page: Page, toast: Locator, dx: number) {
  const box = await toast.boundingBox();
  if (!box) throw new Error('no toast');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step += 1)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 8, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A short swipe snaps back: the toast stays, at rest where it was. */
async function expectSnappedBack(toast: Locator, before: { x: number }) {
  await expect(toast).toBeVisible();
  await expect.poll(async () => Math.round((await toast.boundingBox())?.x ?? -1)).toBe(Math.round(before.x));
  await expect(toast.locator('[data-swipe]')).toHaveCount(0);
}

test.describe('toasts', () => {
  test('one at a time, closed after 5 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const toast = await showToast(page);
    await expect(toast).toContainText('Neredeyse tamam');
    await showToast(page);
    await expect(toast).toHaveCount(1);
    // The first closes after 5 s (the mouse is on the footer, not on the toast); the second follows.
    await page.clock.runFor(4_500);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(1_000);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(5_500);
    await expect(toast).toHaveCount(0);
  });

  test('F8 focuses the toast region; focus keeps the toast open, the close button ends it and focus returns', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const toast = await showToast(page);
    const field = page.locator('footer input[type="email"]');
    await expect(field).toBeFocused();
    await page.keyboard.press('F8');
    await expect(region(page)).toBeFocused();
    await expect(region(page)).toBeVisible();
    await expect(region(page)).toHaveAttribute('aria-keyshortcuts', 'F8');
    await page.keyboard.press('Tab');
    await expect(toast.getByRole('button', { name: 'Kapat' })).toBeFocused();
    await page.clock.runFor(8_000);
    await expect(toast).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(toast).toHaveCount(0);
    await expect(field).toBeFocused();
  });

  test('axe is clean with a toast and the focused region; Escape closes the toast that has focus', async ({ page }) => {
    await page.goto('/');
    const toast = await showToast(page);
    await expectNoSeriousA11yViolations(page, 'toast');
    await page.keyboard.press('F8');
    await expectNoSeriousA11yViolations(page, 'toast region focused');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toast).toHaveCount(0);
  });

  test('a swipe of 30 px to the right snaps back, one of 60 px closes the toast', async ({ page }) => {
    await page.goto('/');
    const toast = await showToast(page);
    const before = (await toast.boundingBox()) ?? { x: 0 };
    await mouseSwipe(page, toast, 30);
    await expectSnappedBack(toast, before);
    await mouseSwipe(page, toast, -60);
    await expectSnappedBack(toast, before);
    await mouseSwipe(page, toast, 60);
    await expect(toast).toHaveCount(0);
  });

  test('in Arabic, right-to-left, the swipe is to the physical right as well', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const toast = await showToast(page);
    await expect(region(page, 'الإشعارات (F8)')).toBeAttached();
    // The swipes first: a toast lives 5 s, and an axe scan on a loaded machine can take longer.
    const before = (await toast.boundingBox()) ?? { x: 0 };
    await mouseSwipe(page, toast, -60);
    await expectSnappedBack(toast, before);
    await mouseSwipe(page, toast, 30);
    await expectSnappedBack(toast, before);
    await mouseSwipe(page, toast, 60);
    await expect(toast).toHaveCount(0);
    await showToast(page);
    await expectNoSeriousA11yViolations(page, 'Arabic toast');
    await page.keyboard.press('F8');
    await expect(region(page, 'الإشعارات (F8)')).toBeFocused();
  });

  test('@phone a finger swipe: 30 px snaps back, 60 px closes', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'touch: phone project only');
    await page.goto('/');
    const toast = await showToast(page);
    const before = (await toast.boundingBox()) ?? { x: 0 };
    await touchSwipe(page, toast, 30);
    await expectSnappedBack(toast, before);
    await touchSwipe(page, toast, 60);
    await expect(toast).toHaveCount(0);
  });

  test.describe('in the admin', () => {
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test('the same toasts: F8 and the swipe', async ({ page }) => {
      await page.goto('/admin/login');
      await page.getByLabel('Kullanıcı adı').fill(`${admin.username()}-nobody`);
      await page.getByLabel(/^Şifre( \*)?$/).fill('definitely-wrong');
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      const toast = region(page).getByRole('alert');
      await expect(toast).toContainText('Giriş Başarısız');
      await page.keyboard.press('F8');
      await expect(region(page)).toBeFocused();
      await mouseSwipe(page, toast, 60);
      await expect(toast).toHaveCount(0);
    });
  });
});
