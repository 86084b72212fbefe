import type { Page } from '@playwright/test';
import { ALL_CATEGORIES, consentPreferences, storedConsentRecord } from './consent-record.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 19: the cookie banner is in the server's first HTML for a visitor without a stored choice
 * (the consent cookie tells the server), hydrates without a mismatch, comes early in the tab
 * order, never covers what has focus, and the footer's "Cookie settings" reopens the panel.
 */

const BANNER = '[data-cookie-banner]';
/** The banner's element in server HTML (the inlined stylesheet names the attribute too). */
const BANNER_MARKUP = 'data-cookie-banner=""';
const CONSENT_COOKIE = 'cookie-consent=v=1.0&p=0&f=0&m=0&t=1764000000';

const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cookie-consent');
const lastConsentUpdate = (page: Page) =>
  page.evaluate(() => {
    const updates = ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? []).filter(
      (entry) => entry[0] === 'consent' && entry[1] === 'update',
    );
    const last = updates.at(-1)?.[2] as Record<string, string> | undefined;
    return last ? [last.analytics_storage, last.ad_storage] : null;
  });

test.describe('server HTML', () => {
  for (const path of ['/contact', '/ar/contact', '/']) {
    test(`${path} holds the banner without the consent cookie and none with it`, async ({ request }) => {
      const first = await (await request.get(path, { headers: { cookie: '' } })).text();
      expect(first).toContain(BANNER_MARKUP);
      const chosen = await (await request.get(path, { headers: { cookie: CONSENT_COOKIE } })).text();
      expect(chosen).not.toContain(BANNER_MARKUP);
      // Each again, now from the page cache: still the right variant.
      expect(await (await request.get(path, { headers: { cookie: '' } })).text()).toContain(BANNER_MARKUP);
      expect(await (await request.get(path, { headers: { cookie: CONSENT_COOKIE } })).text()).not.toContain(
        BANNER_MARKUP,
      );
    });
  }
});

test.describe('first visit', () => {
  test.use({ firstVisit: true });
  // The promo (after 3 s) would take the focus from the keyboard tests.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      try {
        sessionStorage.setItem('promo-modal-shown', '1');
      } catch {
        // a sandboxed frame (the map's embed) has no storage
      }
    });
  });

  test('the banner is painted from the server HTML, hydrates without an error, and Accept all stores the record and the cookie', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Without any script: the banner is there in the server's markup, styled at the bottom.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noScript.newPage();
    await plain.goto('/contact');
    await expect(plain.locator(BANNER)).toBeVisible();
    await expect(plain.locator(BANNER)).toContainText('Çerez Kullanımı');
    const box = await plain.locator(BANNER).boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan((plain.viewportSize()?.height ?? 0) - 40);
    await noScript.close();

    await page.goto('/contact');
    // With the app: the same banner hydrates (the console guard fails the test on error #418).
    const banner = page.getByRole('region', { name: 'Çerez Kullanımı' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Tümünü Kabul Et' }).click();
    await expect(banner).toBeHidden();
    expect((await storedConsentRecord(page)).preferences).toEqual(ALL_CATEGORIES);
    const cookie = await consentCookie(page);
    expect(cookie?.value).toMatch(/^v=1\.0&p=1&f=1&m=1&t=\d+$/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.httpOnly).toBe(false);
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
    // The next page comes without the banner from the server.
    await page.reload();
    expect(await page.locator(BANNER).count()).toBe(0);
  });

  test('the banner causes no layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/contact');
    await expect(page.locator(BANNER)).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.02);
  });

  test('the banner comes within the first Tab presses', async ({ page }) => {
    await page.goto('/');
    let reached = 0;
    for (let press = 1; press <= 4 && reached === 0; press++) {
      await page.keyboard.press('Tab');
      const inBanner = await page.evaluate(
        (selector) => document.activeElement?.tagName === 'BUTTON' && !!document.activeElement.closest(selector),
        BANNER,
      );
      if (inBanner) reached = press;
    }
    expect(reached, 'Tab presses to the banner’s first button').toBeGreaterThan(0);
    await expect(page.locator(`${BANNER} button`).first()).toBeFocused();
  });

  for (const path of ['/contact', '/ar/contact']) {
    test(`on ${path} nothing focused is ever covered by the banner @phone`, async ({ page }) => {
      await page.goto(path);
      const banner = page.locator(BANNER);
      await expect(banner).toBeVisible();
      // Every stop of the tab order, through the footer to the end of the page.
      const seen: string[] = [];
      for (let press = 0; press < 150; press++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(async (selector) => {
          // A focus that scrolls may scroll smoothly: measure where the page comes to rest (the
          // scroll position unchanged for three frames, at most 1 s), as the visitor sees it.
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          for (let still = 0, last = Number.NaN, started = performance.now(); still < 3; ) {
            await frame();
            still = window.scrollY === last ? still + 1 : 0;
            last = window.scrollY;
            if (performance.now() - started > 1000) break;
          }
          const active = document.activeElement as HTMLElement | null;
          if (!active || active === document.body || active.dataset.tabSeen !== undefined) return null;
          active.dataset.tabSeen = '';
          const box = active.getBoundingClientRect();
          const cover = document.querySelector(selector)?.getBoundingClientRect();
          return {
            id: `${active.tagName} ${active.getAttribute('name') ?? active.getAttribute('href') ?? active.textContent?.trim().slice(0, 30)}`,
            inBanner: !!active.closest(selector),
            bottom: box.bottom,
            height: box.height,
            bannerTop: cover?.top ?? Number.POSITIVE_INFINITY,
          };
        }, BANNER);
        if (!stop) break;
        seen.push(stop.id);
        if (stop.inBanner || stop.height === 0) continue;
        expect(stop.bottom, `${stop.id} ends above the banner`).toBeLessThanOrEqual(stop.bannerTop + 0.5);
      }
      // Through the footer to its last link.
      expect(
        seen.some((id) => id.includes('/admin')),
        seen.join(' | '),
      ).toBe(true);
    });
  }

  test('Arabic: the banner reads right to left and stays on the screen', async ({ page }) => {
    await page.goto('/ar');
    const banner = page.locator(BANNER);
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    const box = await banner.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (!box || !viewport) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // Its title starts at the right edge, and the first button (Settings) is the rightmost.
    const title = await banner
      .locator('p')
      .first()
      .evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        return { right: text.right, boxRight: element.getBoundingClientRect().right };
      });
    expect(Math.abs(title.boxRight - title.right)).toBeLessThan(2);
    const buttons = await banner
      .getByRole('button')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().left));
    expect(buttons[0]).toBeGreaterThan(buttons[buttons.length - 1]);
  });

  test('a choice stored before the consent cookie existed: no banner shown, the cookie is written', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('cookie-consent')) {
        const preferences = { necessary: true, performance: true, functionality: false, marketing: false };
        localStorage.setItem(
          'cookie-consent',
          JSON.stringify({ preferences, timestamp: '2025-05-01T10:00:00.000Z', version: '1.0' }),
        );
      }
    });
    // The server has no cookie yet: its HTML holds the banner.
    expect(await (await request.get('/about', { headers: { cookie: '' } })).text()).toContain(BANNER_MARKUP);
    const loaded = page.waitForEvent('domcontentloaded');
    const navigation = page.goto('/about');
    await loaded;
    // Hidden before the app runs (consent-defaults.js), then gone after hydration, no error.
    expect(
      await page.locator(BANNER).evaluateAll((elements) => elements.map((e) => getComputedStyle(e).display)),
    ).toEqual(['none']);
    await navigation;
    await expect(page.locator(BANNER)).toHaveCount(0);
    expect((await consentCookie(page))?.value).toBe(`v=1.0&p=1&f=0&m=0&t=${Date.parse('2025-05-01T10:00:00Z') / 1000}`);
    await page.reload();
    expect(await page.locator(BANNER).count()).toBe(0);
  });

  test('a consent cookie whose record is gone gives the record back', async ({ page, baseURL }) => {
    await page
      .context()
      .addCookies([{ name: 'cookie-consent', value: 'v=1.0&p=0&f=1&m=0&t=1764000000', url: baseURL ?? '' }]);
    await page.goto('/');
    expect(await page.locator(BANNER).count()).toBe(0);
    await expect.poll(async () => (await storedConsentRecord(page))?.preferences.functionality).toBe(true);
    expect((await storedConsentRecord(page)).timestamp).toBe(new Date(1764000000 * 1000).toISOString());
  });
});

test.describe('returning visitor', () => {
  test('the footer’s Cookie settings reopens the panel; a change and a withdrawal are stored', async ({ page }) => {
    await page.goto('/');
    expect(await page.locator(BANNER).count()).toBe(0);
    const link = page.locator('footer').getByRole('button', { name: 'Çerez Ayarları' });
    await link.click();
    const panel = page.getByRole('dialog', { name: 'Çerez Ayarları' });
    await expect(panel).toBeVisible();
    // It starts from the stored choice (the fixture's: only necessary).
    await expect(panel.getByRole('switch', { name: 'Pazarlama Çerezleri' })).not.toBeChecked();
    await panel.getByRole('switch', { name: 'Pazarlama Çerezleri' }).check();
    await panel.getByRole('button', { name: 'Seçilenleri Kabul Et' }).click();
    await expect(panel).toBeHidden();
    await expect(link).toBeFocused();
    expect((await storedConsentRecord(page)).preferences.marketing).toBe(true);
    expect((await consentCookie(page))?.value).toMatch(/&m=1&/);
    expect(await lastConsentUpdate(page)).toEqual(['denied', 'granted']);

    // Withdrawing is as easy: reopen, Reject all.
    await link.click();
    await expect(panel.getByRole('switch', { name: 'Pazarlama Çerezleri' })).toBeChecked();
    await panel.getByRole('button', { name: 'Tümünü Reddet' }).click();
    await expect(panel).toBeHidden();
    expect((await storedConsentRecord(page)).preferences).toEqual(consentPreferences());
    expect((await consentCookie(page))?.value).toMatch(/^v=1\.0&p=0&f=0&m=0&t=\d+$/);
    expect(await lastConsentUpdate(page)).toEqual(['denied', 'denied']);
    // The banner stays closed: a choice exists.
    expect(await page.locator(BANNER).count()).toBe(0);
  });

  for (const [path, label] of [
    ['/en', 'Cookie settings'],
    ['/de', 'Cookie-Einstellungen'],
    ['/ru', 'Настройки cookie'],
    ['/ar', 'إعدادات ملفات تعريف الارتباط'],
  ] as const) {
    test(`${path}: the footer link opens the cookie settings`, async ({ page }) => {
      await page.goto(path);
      await page.locator('footer').getByRole('button', { name: label }).click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('switch')).toHaveCount(4);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });
  }
});
