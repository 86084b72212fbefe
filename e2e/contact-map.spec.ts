import type { Page, Route } from '@playwright/test';
import { consentPreferences, storedConsentRecord } from './consent-record.ts';
import { expect, test } from './fixtures.ts';

/**
 * The interactive contact map. The e2e server runs with MAPS_API_KEY=e2e-test-key; there is no
 * network, so Google's script is answered here: aborted, refused, silent, or replaced by a tiny
 * fake `google.maps` that records what the page asks of it.
 */

type Recorded = {
  scriptUrl: string;
  maps: Array<{ center: { lat: number; lng: number }; zoom: number; controls: boolean[]; element: string }>;
  markers: Array<{ position: { lat: number; lng: number }; title: string; icon: Record<string, unknown> }>;
  infoWindows: Array<{ text: string; href: string | null; dir: string; ariaLabel: string }>;
  opened: number;
  imported: string[];
};

/** Runs in the page as Google's script would: defines google.maps, then calls the URL's callback. */
const FAKE_MAPS_SCRIPT = `(() => {
  const recorded = { scriptUrl: document.currentScript.src, maps: [], markers: [], infoWindows: [], opened: 0, imported: [] };
  window.__recordedMaps = recorded;
  class Size { constructor(width, height) { this.width = width; this.height = height; } }
  class FakeMap {
    constructor(element, options) {
      this.element = element;
      recorded.maps.push({
        center: options.center,
        zoom: options.zoom,
        controls: [options.mapTypeControl, options.streetViewControl, options.fullscreenControl, options.zoomControl],
        element: element.tagName,
      });
      const tiles = document.createElement('div');
      tiles.setAttribute('data-fake-map', '');
      tiles.textContent = 'fake map';
      element.append(tiles);
    }
  }
  class Marker {
    constructor(options) {
      const icon = options.icon.url
        ? { url: options.icon.url, width: options.icon.scaledSize.width, height: options.icon.scaledSize.height }
        : { path: options.icon.path, scale: options.icon.scale, fillColor: options.icon.fillColor };
      recorded.markers.push({ position: options.position, title: options.title, icon });
    }
    addListener() {}
    setMap() {}
  }
  class InfoWindow {
    constructor(options) {
      this.content = options.content;
      recorded.infoWindows.push({
        text: options.content.textContent,
        href: options.content.querySelector('a') && options.content.querySelector('a').getAttribute('href'),
        dir: options.content.dir,
        ariaLabel: options.ariaLabel,
      });
    }
    open(options) { recorded.opened += 1; options.map.element.append(this.content); }
    close() {}
  }
  const libraries = { core: { Size, SymbolPath: { CIRCLE: 'circle' } }, maps: { Map: FakeMap, InfoWindow }, marker: { Marker } };
  window.google = { maps: { importLibrary: async (name) => { recorded.imported.push(name); return libraries[name]; } } };
  const callback = new URL(document.currentScript.src).searchParams.get('callback');
  window[callback]();
})();`;

const fulfilScript = (body: string) => (route: Route) =>
  route.fulfill({ status: 200, contentType: 'text/javascript', body });

const mapRegion = (page: Page, name = 'Ofisimizi Ziyaret Edin') => page.getByRole('region', { name });
const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __recordedMaps?: Recorded }).__recordedMaps ?? null);

test.describe('contact map with a Maps API key', () => {
  // A visitor who has consented to functionality cookies: the map loads at once.
  test.use({ consentToFunctionality: true });
  test.beforeEach(async ({ page }) => {
    // The place embed (the fallback) is a cross-origin frame: answered with an empty page.
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
    );
  });

  test('the server allows the Maps script in its CSP and hands out the browser key', async ({ request }) => {
    const response = await request.get('/contact');
    const csp = response.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://maps.googleapis.com https://maps.gstatic.com");
    expect(csp).not.toContain('unsafe-eval');
    const settings = await (await request.get('/api/settings')).json();
    expect(settings.maps_api_key).toBe('e2e-test-key');
  });

  test.describe('script blocked', () => {
    // The aborted request is reported by Chromium itself; the page logs no error of its own.
    test.use({ allowedConsoleErrors: [/maps\.googleapis\.com|net::ERR_FAILED/] });

    test('an aborted script shows the embedded place map', async ({ page }) => {
      const requested: string[] = [];
      await page.route('https://maps.googleapis.com/**', (route) => {
        requested.push(route.request().url());
        return route.abort();
      });
      await page.goto('/contact');
      const map = mapRegion(page);
      await expect(map.locator('iframe')).toHaveAttribute(
        'src',
        'https://www.google.com/maps?q=36.7955,34.6399&z=15&output=embed',
      );
      await expect(map.getByRole('status')).toHaveCount(0);
      await expect(map.locator('[data-map-state]')).toHaveCount(0);
      expect(requested).toHaveLength(1);
      const url = new URL(requested[0]);
      expect(url.pathname).toBe('/maps/api/js');
      expect(url.searchParams.get('key')).toBe('e2e-test-key');
      expect(url.searchParams.get('libraries')).toBe('places');
      expect(url.searchParams.get('loading')).toBe('async');
      expect(url.searchParams.get('language')).toBe('tr');
    });
  });

  test('a refused key (gm_authFailure) shows the embedded place map', async ({ page }) => {
    await page.route('https://maps.googleapis.com/**', fulfilScript('window.gm_authFailure();'));
    await page.goto('/contact');
    await expect(mapRegion(page).locator('iframe')).toHaveAttribute('src', /q=36\.7955,34\.6399&z=15/);
  });

  test('a script that never calls back falls back after 10 s', async ({ page }) => {
    await page.clock.install();
    await page.route('https://maps.googleapis.com/**', fulfilScript('/* never ready */'));
    await page.goto('/contact');
    const map = mapRegion(page);
    await expect(map.getByRole('status')).toHaveText('Harita yükleniyor...');
    await expect(map.locator('[data-map-state="loading"]')).toHaveCount(1);
    await page.clock.runFor(9_000);
    await expect(map.locator('iframe')).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expect(map.locator('iframe')).toHaveAttribute('src', /z=15&output=embed/);
    await expect(map.getByRole('status')).toHaveCount(0);
  });

  test('with the script: spinner, then the interactive map with marker and info window, no embed', async ({
    page,
    request,
  }) => {
    const settings = await (await request.get('/api/settings')).json();
    const latitude = Number(settings.maps_latitude ?? 36.7955);
    const longitude = Number(settings.maps_longitude ?? 34.6399);
    const zoom = Number(settings.maps_zoom_level || 15);
    const name = settings.maps_business_name || settings.site_name;

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let scriptRequests = 0;
    await page.route('https://maps.googleapis.com/**', async (route) => {
      scriptRequests += 1;
      await held;
      await fulfilScript(FAKE_MAPS_SCRIPT)(route);
    });
    await page.goto('/contact');
    const map = mapRegion(page);
    await expect(map.getByRole('status')).toHaveText('Harita yükleniyor...');
    release();

    const canvas = map.locator('[data-map-state="ready"]');
    await expect(canvas.locator('[data-fake-map]')).toBeVisible();
    await expect(map.getByRole('status')).toHaveCount(0);
    await expect(map.locator('iframe')).toHaveCount(0);

    const calls = await recorded(page);
    expect(calls?.imported.sort()).toEqual(['core', 'maps', 'marker']);
    expect(calls?.maps).toEqual([
      { center: { lat: latitude, lng: longitude }, zoom, controls: [true, true, true, true], element: 'DIV' },
    ]);
    expect(calls?.markers).toHaveLength(1);
    expect(calls?.markers[0].position).toEqual({ lat: latitude, lng: longitude });
    expect(calls?.markers[0].title).toBe(name);
    if (settings.map_marker_logo_url) {
      expect(calls?.markers[0].icon).toEqual({ url: settings.map_marker_logo_url, width: 40, height: 40 });
    } else {
      expect(calls?.markers[0].icon).toEqual({ path: 'circle', scale: 15, fillColor: '#c2410c' });
    }
    expect(calls?.infoWindows).toHaveLength(1);
    expect(calls?.infoWindows[0]).toMatchObject({
      href: `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
      dir: 'ltr',
      ariaLabel: name,
    });
    expect(calls?.infoWindows[0].text).toContain(name);
    expect(calls?.infoWindows[0].text).toContain('Yol tarifi al');
    expect(calls?.opened).toBe(1);

    // The info window is in the page (the fake puts it into the map), with a working directions link.
    await expect(canvas.getByRole('link', { name: /Yol tarifi al/ })).toHaveAttribute('target', '_blank');

    // Leaving and coming back draws the map again without loading the script a second time.
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.getByRole('link', { name: 'Ana Sayfa', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mapRegion(page)).toHaveCount(0);
    await nav.getByRole('link', { name: 'İletişim', exact: true }).click();
    await expect(mapRegion(page).locator('[data-map-state="ready"] [data-fake-map]')).toBeVisible();
    expect(scriptRequests).toBe(1);
    expect((await recorded(page))?.maps).toHaveLength(2);
  });

  test('in Arabic the script and the info window follow the language, right-to-left', async ({ page }) => {
    await page.route('https://maps.googleapis.com/**', fulfilScript(FAKE_MAPS_SCRIPT));
    await page.goto('/ar/contact');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const map = page.locator('[data-map-state="ready"]');
    await expect(map.locator('[data-fake-map]')).toBeVisible();
    const calls = await recorded(page);
    expect(new URL(calls?.scriptUrl ?? '').searchParams.get('language')).toBe('ar');
    expect(calls?.infoWindows[0].dir).toBe('rtl');
    expect(calls?.infoWindows[0].text).toContain('احصل على الاتجاهات');
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

/** Requests to Google (the Maps script, the place embed, their assets). */
const isGoogle = (url: string) => /(^|\.)(google|googleapis|gstatic)\.com$/.test(new URL(url).hostname);
const googleRequests = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isGoogle(request.url())) requested.push(request.url());
  });
  return requested;
};

test.describe('the map waits for functionality consent', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
    );
  });

  test('without it nothing is asked of Google; "Haritayı yükle" stores it (the rest unchanged) and loads the map', async ({
    page,
    request,
  }) => {
    const settings = await (await request.get('/api/settings')).json();
    const address = settings.maps_address || settings.company_address;
    const requested = googleRequests(page);
    await page.route('https://maps.googleapis.com/**', fulfilScript(FAKE_MAPS_SCRIPT));
    await page.goto('/contact');
    const map = mapRegion(page);
    const load = map.getByRole('button', { name: 'Haritayı yükle' });
    await expect(load).toBeVisible();
    await expect(map.locator('[data-map-consent]').getByText(address)).toBeVisible();
    await expect(map.getByText(/işlevsellik çerezlerine izin vermiş olursunuz/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await expect(map.locator('iframe, [data-map-state]')).toHaveCount(0);

    await load.click();
    await expect(map.locator('[data-map-state="ready"] [data-fake-map]')).toBeVisible();
    await expect(map.locator('[data-map-consent]')).toHaveCount(0);
    expect(requested.some((url) => url.startsWith('https://maps.googleapis.com/maps/api/js?'))).toBe(true);
    expect((await storedConsentRecord(page))?.preferences).toEqual(consentPreferences({ functionality: true }));
    // Remembered: the next visit shows the map at once.
    await page.reload();
    await expect(mapRegion(page).locator('[data-map-state="ready"] [data-fake-map]')).toBeVisible();
  });

  test('in Arabic the placeholder is right-to-left; its button loads the place embed when the script is refused', async ({
    page,
  }) => {
    const requested = googleRequests(page);
    await page.goto('/ar/contact');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const placeholder = page.locator('[data-map-consent]');
    await expect(placeholder.getByText(/توافق على ملفات تعريف الارتباط الوظيفية/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await placeholder.getByRole('button', { name: 'تحميل الخريطة' }).click();
    // The e2e stand-in refuses the key (fixtures.ts): the spec's fallback, Google's place embed.
    await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=/);
    await expect.poll(() => requested.some((url) => url.startsWith('https://www.google.com/maps?'))).toBe(true);
  });

  test.describe('with functionality consent stored', () => {
    test.use({ consentToFunctionality: true });

    test('the map loads at once, without the placeholder', async ({ page }) => {
      const requested = googleRequests(page);
      await page.route('https://maps.googleapis.com/**', fulfilScript(FAKE_MAPS_SCRIPT));
      await page.goto('/contact');
      await expect(mapRegion(page).locator('[data-map-state="ready"] [data-fake-map]')).toBeVisible();
      await expect(page.locator('[data-map-consent]')).toHaveCount(0);
      expect(requested.length).toBeGreaterThan(0);
    });
  });

  test.describe('on a first visit', () => {
    test.use({ firstVisit: true });

    test('"Load map" answers the cookie banner for functionality only, and the banner closes', async ({ page }) => {
      await page.goto('/en/contact');
      const banner = page.getByRole('region', { name: 'Cookies' });
      await expect(banner).toBeVisible();
      await page.getByRole('button', { name: 'Load map' }).click();
      await expect(banner).toBeHidden();
      await expect(mapRegion(page, 'Visit our office').locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
      expect((await storedConsentRecord(page))?.preferences).toEqual(consentPreferences({ functionality: true }));
    });

    test('"Accept all" in the banner loads the map on the page at once', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.locator('[data-map-consent]')).toBeVisible();
      await page
        .getByRole('region', { name: 'Çerez Kullanımı' })
        .getByRole('button', { name: 'Tümünü Kabul Et' })
        .click();
      await expect(mapRegion(page).locator('iframe')).toHaveAttribute('src', /google\.com\/maps/);
      await expect(page.locator('[data-map-consent]')).toHaveCount(0);
    });
  });
});
