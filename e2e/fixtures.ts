import { test as base, expect } from '@playwright/test';
import { slotDataDir, slotPort } from './server-slots.ts';

type Fixtures = {
  /** Console messages matching one of these are expected in this test (e.g. a 401 on purpose). */
  allowedConsoleErrors: RegExp[];
  /**
   * A first-time visitor sees the cookie banner and, after 3 s, the promo modal. Tests that are
   * about something else start as a returning visitor (consent stored, promo already seen).
   */
  firstVisit: boolean;
  /** The returning visitor has also consented to functionality cookies (the contact map loads). */
  consentToFunctionality: boolean;
  /** goto and reload wait for the hydrated app (off: a test of what comes before). */
  waitForHydration: boolean;
  consoleGuard: undefined;
  returningVisitor: undefined;
  hydratedNavigation: undefined;
  offlineMapsScript: undefined;
};

type WorkerFixtures = {
  /** This worker's own server (e2e/server-slots.ts): its index among the running workers. */
  serverSlot: number;
};

/** Console errors and uncaught page errors fail the test. */
export const test = base.extend<Fixtures, WorkerFixtures>({
  serverSlot: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const slot = workerInfo.parallelIndex;
      // The specs build their Origin headers and database connections from these.
      process.env.E2E_PORT = String(slotPort(slot));
      process.env.E2E_DATA_DIR = slotDataDir(slot);
      await use(slot);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ serverSlot }, use) => {
    await use(`http://localhost:${slotPort(serverSlot)}`);
  },
  allowedConsoleErrors: [[], { option: true }],
  firstVisit: [false, { option: true }],
  consentToFunctionality: [false, { option: true }],
  waitForHydration: [true, { option: true }],
  returningVisitor: [
    async ({ page, firstVisit, consentToFunctionality, baseURL }, use) => {
      if (!firstVisit) {
        // The consent cookie beside the record, as the site writes them together: the server
        // then renders pages without the cookie banner (src/shared/consent-cookie.ts).
        const functionality = consentToFunctionality ? 1 : 0;
        await page.context().addCookies([
          {
            name: 'cookie-consent',
            value: `v=1.0&p=0&f=${functionality}&m=0&t=${Math.floor(Date.now() / 1000)}`,
            url: baseURL ?? 'http://localhost',
            sameSite: 'Lax',
          },
        ]);
        await page.addInitScript((functionality) => {
          // Init scripts run in every frame; a sandboxed one (the map embed) has no storage.
          try {
            localStorage.length;
          } catch {
            return;
          }
          if (!localStorage.getItem('cookie-consent')) {
            const preferences = { necessary: true, performance: false, functionality, marketing: false };
            localStorage.setItem(
              'cookie-consent',
              JSON.stringify({ preferences, timestamp: new Date().toISOString(), version: '1.0' }),
            );
          }
          sessionStorage.setItem('promo-modal-shown', '1');
        }, consentToFunctionality);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // The e2e server has a MAPS_API_KEY, so the contact map asks for Google's script, and there is
  // no network here. A stand-in answers it the way Google answers a refused key (it calls
  // gm_authFailure): the page shows the place embed at once, with no failed request in the
  // console. e2e/contact-map.spec.ts routes the script itself (a later route wins).
  offlineMapsScript: [
    async ({ page }, use) => {
      await page.route('https://maps.googleapis.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.gm_authFailure?.();' }),
      );
      await use(undefined);
    },
    { auto: true },
  ],
  // Server-rendered pages show their buttons before the scripts run; a click then waits for the
  // app (page-boot.js). goto and reload wait until the app has hydrated (<html data-hydrated>),
  // so that each test starts from a page that answers at once.
  hydratedNavigation: [
    async ({ page, waitForHydration }, use) => {
      const waitForApp = async () => {
        if (!waitForHydration) return;
        const scripts = await page
          // A server-rendered page starts its module from /page-boot.js (data-entry) after painting.
          .evaluate(() => document.querySelectorAll('script[type="module"], script[data-entry]').length)
          .catch(() => 0);
        if (scripts === 0) return;
        // On a first visit the app starts at the visitor's first sign of life (page-boot.js): a
        // key press, as harmless as a visitor's glance at the keyboard.
        await page.keyboard.press('Shift').catch(() => undefined);
        // Checked every frame: waitForSelector backs off to one look per 500 ms.
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
          polling: 'raf',
          timeout: 15_000,
        });
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForApp();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForApp();
        return response;
      };
      await use(undefined);
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location().url ?? ''}`;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(undefined);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const admin = {
  username: () => process.env.E2E_ADMIN_USERNAME ?? '',
  password: () => process.env.E2E_ADMIN_PASSWORD ?? '',
};
