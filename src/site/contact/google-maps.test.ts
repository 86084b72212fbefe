import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMapsLoader,
  MAPS_CALLBACK,
  MAPS_LOAD_TIMEOUT_MS,
  MAPS_SCRIPT_ERROR,
  type MapsLibraries,
  mapOptionsOf,
  mapsScriptUrl,
  markerIconOf,
} from './google-maps.ts';

type FakeScript = { src: string; async: boolean; onerror: (() => void) | null };

/** A window with just what the loader uses: createElement, head.append and timers. */
function fakeWindow() {
  const scripts: FakeScript[] = [];
  const globals: Record<string, unknown> = {
    document: {
      createElement: (): FakeScript => ({ src: '', async: false, onerror: null }),
      head: { append: (script: FakeScript) => scripts.push(script) },
    },
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  };
  /** What Google's script does once it has run: define importLibrary, then call our callback. */
  const runGoogleScript = () => {
    const imported: string[] = [];
    globals.google = {
      maps: {
        importLibrary: async (name: string) => {
          imported.push(name);
          return { library: name };
        },
      },
    };
    (globals[MAPS_CALLBACK] as () => void)();
    return imported;
  };
  return { host: globals as unknown as Window, globals, scripts, runGoogleScript };
}

const options = { apiKey: 'browser-key', language: 'tr' };

afterEach(() => {
  vi.useRealTimers();
});

describe('mapsScriptUrl', () => {
  it('asks for the places library, async loading, our callback and the site language', () => {
    const url = new URL(mapsScriptUrl({ apiKey: 'AIza-key_1', language: 'ar' }));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'AIza-key_1',
      libraries: 'places',
      loading: 'async',
      callback: MAPS_CALLBACK,
      language: 'ar',
    });
  });

  it('encodes the key', () => {
    expect(mapsScriptUrl({ apiKey: 'a&b=c', language: 'tr' })).toContain('key=a%26b%3Dc&');
  });
});

describe('map options and marker', () => {
  const core = {
    Size: function Size(this: { width: number; height: number }, width: number, height: number) {
      this.width = width;
      this.height = height;
    },
    SymbolPath: { CIRCLE: 'circle' },
  } as unknown as MapsLibraries['core'];

  it('centres on the coordinates at the configured zoom with every control on', () => {
    expect(mapOptionsOf({ latitude: 41.1, longitude: 29.02, zoom: 17 })).toEqual({
      center: { lat: 41.1, lng: 29.02 },
      zoom: 17,
      mapTypeControl: true,
      streetViewControl: true,
      fullscreenControl: true,
      zoomControl: true,
    });
  });

  it('uses the marker logo at 40x40, else an orange circle of scale 15', () => {
    expect(markerIconOf(core, '/uploads/pin.png')).toEqual({
      url: '/uploads/pin.png',
      scaledSize: expect.objectContaining({ width: 40, height: 40 }),
    });
    expect(markerIconOf(core, undefined)).toMatchObject({ path: 'circle', scale: 15, fillColor: '#c2410c' });
  });
});

describe('the maps loader', () => {
  it('adds the script once and resolves with the core, maps and marker libraries', async () => {
    const page = fakeWindow();
    const loader = createMapsLoader();
    const first = loader.load(page.host, options);
    const second = loader.load(page.host, { ...options, language: 'en' });
    expect(second).toBe(first);
    expect(page.scripts).toHaveLength(1);
    expect(page.scripts[0].src).toBe(mapsScriptUrl(options));
    expect(page.scripts[0].async).toBe(true);
    const imported = page.runGoogleScript();
    expect(await first).toEqual({
      core: { library: 'core' },
      maps: { library: 'maps' },
      marker: { library: 'marker' },
    });
    expect(imported.sort()).toEqual(['core', 'maps', 'marker']);
  });

  it('rejects when the script fails to load, and does not try again', async () => {
    const page = fakeWindow();
    const loader = createMapsLoader();
    const attempt = loader.load(page.host, options);
    page.scripts[0].onerror?.();
    await expect(attempt).rejects.toThrow(MAPS_SCRIPT_ERROR);
    await expect(loader.load(page.host, options)).rejects.toThrow(MAPS_SCRIPT_ERROR);
    expect(page.scripts).toHaveLength(1);
  });

  it('rejects after the timeout when the script never calls back, and ignores a late callback', async () => {
    vi.useFakeTimers();
    const page = fakeWindow();
    const attempt = createMapsLoader().load(page.host, options);
    const outcome = attempt.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(MAPS_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toContain(MAPS_SCRIPT_ERROR);
    expect(() => page.runGoogleScript()).not.toThrow();
  });

  it('rejects when the loaded script has no importLibrary', async () => {
    const page = fakeWindow();
    const attempt = createMapsLoader().load(page.host, options);
    (page.globals[MAPS_CALLBACK] as () => void)();
    await expect(attempt).rejects.toThrow(MAPS_SCRIPT_ERROR);
  });

  it("reports Google's gm_authFailure (a refused key) before and after the map was drawn", async () => {
    const page = fakeWindow();
    const loader = createMapsLoader();
    const before = vi.fn();
    const stop = loader.onAuthFailure(before);
    const attempt = loader.load(page.host, options);
    page.runGoogleScript();
    await attempt;
    (page.globals.gm_authFailure as () => void)();
    expect(before).toHaveBeenCalledTimes(1);
    stop();
    const after = vi.fn();
    loader.onAuthFailure(after);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('a refused key during loading rejects the attempt', async () => {
    const page = fakeWindow();
    const attempt = createMapsLoader().load(page.host, options);
    (page.globals.gm_authFailure as () => void)();
    await expect(attempt).rejects.toThrow(MAPS_SCRIPT_ERROR);
  });
});
