import { type ComponentType, createElement, lazy, Suspense, useEffect } from 'react';

/** Deferred parts whose code the server render found not yet loaded (see renderPage). */
const loadingOnServer = new Set<Promise<void>>();
/** The deferred parts of the current server render, by name. */
const renderedOnServer = new Set<string>();

/**
 * Before a server render: forgets the parts of the previous one. After it: waits for the code
 * of the parts that render met unloaded and says whether there were any (the render showed
 * them empty and must be done again; only the first renders after a start load code).
 */
export function startServerRender(): void {
  renderedOnServer.clear();
}
export async function settleDeferredParts(): Promise<boolean> {
  if (loadingOnServer.size === 0) return false;
  const pending = [...loadingOnServer];
  loadingOnServer.clear();
  await Promise.all(pending);
  return true;
}
/** The names of the deferred parts in the page just rendered (they go to the browser). */
export function serverRenderedParts(): string[] {
  return [...renderedOnServer];
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
