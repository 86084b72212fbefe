import { type ComponentType, createElement, lazy, Suspense, useEffect } from 'react';

/** Deferred parts whose code a server render found not yet loaded. */
const loadingOnServer = new Set<Promise<void>>();
/** The deferred parts met by the server render under way (renders are synchronous). */
const renderedOnServer = new Set<string>();

/**
 * A synchronous server render and the names of the deferred parts it rendered (they go to the
 * browser). A part whose code was not loaded yet rendered empty: its code is awaited and the
 * render done once more (only the first renders after a start).
 */
export async function renderWithDeferredParts(render: () => string): Promise<{ html: string; parts: string[] }> {
  const once = () => {
    renderedOnServer.clear();
    const html = render();
    return { html, parts: [...renderedOnServer] };
  };
  const first = once();
  if (loadingOnServer.size === 0) return first;
  const pending = [...loadingOnServer];
  loadingOnServer.clear();
  await Promise.all(pending);
  return once();
}

const hydrated = new Set<string>();
const waiters = new Set<() => void>();
let expected: readonly string[] = [];

/** Before hydration: the deferred parts the server rendered into this page. */
export function expectDeferredParts(names: readonly string[]): void {
  expected = names;
}

/**
 * Calls back once each deferred part the server rendered has hydrated: until then its server
 * markup ignores clicks. Browser tests wait for this through <html data-hydrated>.
 */
export function whenDeferredPartsHydrated(callback: () => void): void {
  const check = () => {
    if (!expected.every((name) => hydrated.has(name))) return false;
    waiters.delete(check);
    callback();
    return true;
  };
  if (!check()) waiters.add(check);
}

function markHydrated(name: string): void {
  hydrated.add(name);
  for (const check of [...waiters]) check();
}

/**
 * A part the server renders in full but whose code stays out of the first-load JavaScript: in
 * the browser it comes in its own chunk, requested beside the route code but not awaited by
 * hydration; if it is late, React keeps the server's markup in place until the code is there
 * (selective hydration of the Suspense boundary). For visible parts that need no script to be read: the language menu, the footer's
 * newsletter form.
 */
export function deferred<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
    });
    return loading;
  };
  // Requested as soon as the module that declares the part runs (with the route code), without
  // holding up hydration: if it is there by then, the part hydrates with the rest.
  if (!import.meta.env.SSR && typeof window !== 'undefined') void start();
  function Hydrated(props: P) {
    useEffect(() => markHydrated(name), []);
    return createElement(loaded as ComponentType<P>, props);
  }
  const Lazy = lazy(async () => {
    await start();
    return { default: Hydrated };
  });
  function Deferred(props: P) {
    if (import.meta.env.SSR) {
      renderedOnServer.add(name);
      if (!loaded) {
        // renderToString cannot wait: the render is repeated once the code is here.
        loadingOnServer.add(start());
        return null;
      }
    }
    // The same boundary on both sides, so that the browser can hydrate it on its own, later.
    return <Suspense fallback={null}>{loaded ? createElement(Hydrated, props) : createElement(Lazy, props)}</Suspense>;
  }
  return Deferred;
}
