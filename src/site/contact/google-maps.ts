/**
 * The Google Maps JavaScript API, loaded on demand (only by the contact map, only when the
 * server has a MAPS_API_KEY) and at most once per page. Nothing here touches `window` or
 * `document` at import time: the browser globals are passed in by the effect that loads it.
 *
 * Only the few classes the contact map uses are typed here (no @types/google.maps).
 */

export const MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com';
/** Global callback named in the script URL; Google calls it once the API can import libraries. */
export const MAPS_CALLBACK = '__agencyGoogleMapsReady';
/** The script and its libraries must be ready within this time, else the embed is shown. */
export const MAPS_LOAD_TIMEOUT_MS = 10_000;
/** Internal messages of spec 000 section 8 (console only; the visitor sees the embedded map). */
export const MAPS_SCRIPT_ERROR = 'Google Maps yüklenirken hata oluştu';
export const MAPS_INIT_ERROR = 'Harita başlatılamadı';

export type LatLngLiteral = { lat: number; lng: number };
export type MapsSize = object;
export type MarkerIcon =
  | { url: string; scaledSize: MapsSize }
  | { path: unknown; scale: number; fillColor: string; fillOpacity: number; strokeColor: string; strokeWeight: number };

export type MapOptions = {
  center: LatLngLiteral;
  zoom: number;
  mapTypeControl: boolean;
  streetViewControl: boolean;
  fullscreenControl: boolean;
  zoomControl: boolean;
};
export type GoogleMapInstance = object;
export type MarkerInstance = {
  addListener: (event: 'click', handler: () => void) => unknown;
  setMap: (map: GoogleMapInstance | null) => void;
};
export type InfoWindowInstance = {
  open: (options: { map: GoogleMapInstance; anchor: MarkerInstance }) => void;
  close: () => void;
};

export type MapsLibraries = {
  core: { Size: new (width: number, height: number) => MapsSize; SymbolPath: { CIRCLE: unknown } };
  maps: {
    Map: new (element: HTMLElement, options: MapOptions) => GoogleMapInstance;
    InfoWindow: new (options: { content: Node; ariaLabel?: string }) => InfoWindowInstance;
  };
  marker: {
    Marker: new (options: {
      position: LatLngLiteral;
      map: GoogleMapInstance;
      title: string;
      icon: MarkerIcon;
    }) => MarkerInstance;
  };
};

type GoogleMapsNamespace = { importLibrary?: (name: string) => Promise<unknown> };
type MapsGlobals = {
  google?: { maps?: GoogleMapsNamespace };
  /** Google calls this global when the key is refused (wrong key, referrer, billing). */
  gm_authFailure?: () => void;
} & Record<string, unknown>;

/** The script address: the places library, async loading and our callback (spec 000 section 7). */
export function mapsScriptUrl(options: { apiKey: string; language: string; callback?: string }): string {
  const params = new URLSearchParams({
    key: options.apiKey,
    libraries: 'places',
    loading: 'async',
    callback: options.callback ?? MAPS_CALLBACK,
    language: options.language,
  });
  return `${MAPS_SCRIPT_ORIGIN}/maps/api/js?${params}`;
}

/** The configured logo at 40x40, else an orange circle of scale 15 (spec 000 section 9). */
export function markerIconOf(core: MapsLibraries['core'], markerIconUrl: string | undefined): MarkerIcon {
  if (markerIconUrl) return { url: markerIconUrl, scaledSize: new core.Size(40, 40) };
  return {
    path: core.SymbolPath.CIRCLE,
    scale: 15,
    fillColor: '#c2410c',
    fillOpacity: 1,
    strokeColor: '#ffffff',
    strokeWeight: 3,
  };
}

/** The options of the interactive map: map type, street view, fullscreen and zoom controls on. */
export function mapOptionsOf(location: { latitude: number; longitude: number; zoom: number }): MapOptions {
  return {
    center: { lat: location.latitude, lng: location.longitude },
    zoom: location.zoom,
    mapTypeControl: true,
    streetViewControl: true,
    fullscreenControl: true,
    zoomControl: true,
  };
}

export class MapsLoadError extends Error {}

export type MapsLoader = {
  /** Loads the script once (later calls share the first attempt, failed or not). */
  load: (host: Window, options: { apiKey: string; language: string; timeoutMs?: number }) => Promise<MapsLibraries>;
  /** Calls `listener` when Google refuses the key, also after the map was drawn. */
  onAuthFailure: (listener: () => void) => () => void;
};

export function createMapsLoader(): MapsLoader {
  let attempt: Promise<MapsLibraries> | undefined;
  let authFailed = false;
  const authListeners = new Set<() => void>();

  function start(host: Window, options: { apiKey: string; language: string; timeoutMs?: number }) {
    const globals = host as unknown as MapsGlobals;
    return new Promise<MapsLibraries>((resolve, reject) => {
      let settled = false;
      const settle = (result: { libraries: MapsLibraries } | { error: MapsLoadError }) => {
        if (settled) return;
        settled = true;
        host.clearTimeout(timer);
        if ('error' in result) reject(result.error);
        else resolve(result.libraries);
      };
      const timer = host.setTimeout(
        () => settle({ error: new MapsLoadError(`${MAPS_SCRIPT_ERROR} (zaman aşımı)`) }),
        options.timeoutMs ?? MAPS_LOAD_TIMEOUT_MS,
      );
      const importLibraries = async () => {
        const importLibrary = globals.google?.maps?.importLibrary;
        if (typeof importLibrary !== 'function') throw new MapsLoadError(`${MAPS_SCRIPT_ERROR} (importLibrary yok)`);
        const [core, maps, marker] = await Promise.all(
          ['core', 'maps', 'marker'].map((name) => importLibrary.call(globals.google?.maps, name)),
        );
        return { core, maps, marker } as MapsLibraries;
      };
      const ready = () => {
        importLibraries().then(
          (libraries) => settle({ libraries }),
          (cause: unknown) => settle({ error: new MapsLoadError(MAPS_SCRIPT_ERROR, { cause }) }),
        );
      };

      const previousAuthFailure = globals.gm_authFailure;
      globals.gm_authFailure = () => {
        authFailed = true;
        settle({ error: new MapsLoadError(`${MAPS_SCRIPT_ERROR} (API anahtarı reddedildi)`) });
        for (const listener of [...authListeners]) listener();
        previousAuthFailure?.();
      };

      if (typeof globals.google?.maps?.importLibrary === 'function') {
        ready(); // already on the page
        return;
      }
      // Stays defined after a timeout: a late call then does nothing instead of failing in Google's code.
      globals[MAPS_CALLBACK] = ready;
      const script = host.document.createElement('script');
      script.src = mapsScriptUrl({ apiKey: options.apiKey, language: options.language });
      script.async = true;
      script.onerror = () => settle({ error: new MapsLoadError(MAPS_SCRIPT_ERROR) });
      host.document.head.append(script);
    });
  }

  return {
    load(host, options) {
      attempt ??= start(host, options);
      return attempt;
    },
    onAuthFailure(listener) {
      if (authFailed) {
        listener();
        return () => {};
      }
      authListeners.add(listener);
      return () => {
        authListeners.delete(listener);
      };
    },
  };
}

/** The page's one loader. */
export const googleMapsLoader = createMapsLoader();
