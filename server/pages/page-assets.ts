import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The file of a route's component chunk in Vite's manifest, by TanStack Router's file naming:
 * 'routes/_public/services.$slug.tsx' holds the route '/_public/services/$slug', and
 * 'routes/_public/index.tsx' the index route '/_public/'.
 */
function routeIdOfManifestKey(key: string): string | undefined {
  const match = /^routes\/(.+)\.tsx\?tsr-split=component$/.exec(key);
  if (!match) return undefined;
  const id = `/${match[1].replaceAll('.', '/')}`;
  return id.endsWith('/index') ? id.slice(0, -'index'.length) : id;
}

/**
 * Files of a page's routes by Vite's manifest: each route's chunk and everything it imports
 * statically, walked once per list of routes. `of` names what a chunk brings (its CSS, its file).
 */
function routeFiles(
  clientDir: string,
  of: (chunk: ManifestChunk) => string[],
  withEntry: boolean,
): (routeIds: string[]) => string[] {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const byRoute = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const id = routeIdOfManifestKey(key);
    if (id) byRoute.set(id, key);
  }
  const walk = (key: string, seen: Set<string>, out: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const name of of(chunk)) out.add(name);
    for (const imported of chunk.imports ?? []) walk(imported, seen, out);
  };
  // What index.html brings: the entry and its static imports.
  const inIndex = new Set<string>();
  walk('index.html', new Set(), inIndex);
  const cache = new Map<string, string[]>();
  return (routeIds) => {
    const cacheKey = routeIds.join('|');
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const out = new Set<string>();
    const seen = new Set<string>();
    for (const id of routeIds) {
      const key = byRoute.get(id);
      if (key) walk(key, seen, out);
    }
    const routes = [...out].filter((name) => !inIndex.has(name));
    const list = (withEntry ? [...inIndex, ...routes] : routes).map((name) => `/${name}`);
    cache.set(cacheKey, list);
    return list;
  };
}

/**
 * The stylesheets a server-rendered page needs beyond those of index.html: the CSS of its
 * routes' chunks and of everything they import. Without them the markup would paint unstyled
 * until the route's script had loaded.
 */
export function routeStylesheets(clientDir: string): (routeIds: string[]) => string[] {
  return routeFiles(clientDir, (chunk) => chunk.css ?? [], false);
}

/**
 * The scripts a server-rendered page runs to hydrate: the entry, the route chunks and all they
 * import statically. Found by the browser one import level after another (six deep on the home
 * page); /page-boot.js asks for them all at once (modulepreload).
 */
export function routeScripts(clientDir: string): (routeIds: string[]) => string[] {
  return routeFiles(clientDir, (chunk) => [chunk.file], true);
}

const LINK_START = '<link rel="stylesheet" crossorigin href="/assets/';
const ENTRY_START = '<script type="module" crossorigin src="';
const ENTRY_END = '"></script>';

/**
 * A server-rendered page made to paint before any other request: each stylesheet
 * (`<link rel="stylesheet" crossorigin href="/assets/x.css">`) is written into the page as
 * `<style data-href="/assets/x.css">` in its place (the cascade keeps its order), and the entry
 * script is started after the first paint by /page-boot.js, which also preloads `scripts` (the
 * page's modules, see routeScripts). Beside each style a disabled link
 * (`<link rel="stylesheet" href="/assets/x.css" disabled>`: browsers fetch no disabled
 * stylesheet) tells Vite's loader of lazy chunks that the file is there: it loads no second copy,
 * and the browser parses the CSS once. Measured
 * with Lighthouse mobile: eight render-blocking stylesheets cost about 500 ms of simulated first
 * paint, and every request started before the largest paint counts against it. A stylesheet
 * that is missing or holds `</` stays a link.
 */
export function paintFirst(clientDir: string): (html: string, scripts?: string[]) => string {
  const files = new Map<string, string | undefined>();
  const cssOf = (href: string) => {
    if (!files.has(href)) {
      const file = path.join(clientDir, href);
      const css = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      files.set(href, css?.includes('</') ? undefined : css);
    }
    return files.get(href);
  };
  const inlineStylesheets = (html: string) => {
    let out = '';
    let from = 0;
    for (;;) {
      const start = html.indexOf(LINK_START, from);
      const end = start < 0 ? -1 : html.indexOf('>', start);
      if (end < 0) return out + html.slice(from);
      const tag = html.slice(start, end + 1);
      const href = tag.slice(LINK_START.length - '/assets/'.length, tag.indexOf('"', LINK_START.length));
      const css = cssOf(href);
      out += html.slice(from, start);
      // The disabled link is never fetched; Vite's loader of lazy chunks finds it and loads no copy.
      out +=
        css === undefined
          ? tag
          : `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
      from = end + 1;
    }
  };
  return (html, scripts = []) => {
    const start = html.indexOf(ENTRY_START);
    const end = start < 0 ? -1 : html.indexOf(ENTRY_END, start);
    if (end < 0) return html;
    const entry = html.slice(start + ENTRY_START.length, end);
    const preload = scripts.length > 0 ? ` data-preload="${scripts.join(' ')}"` : '';
    const boot = `<script src="/page-boot.js" defer data-entry="${entry}"${preload}></script>`;
    return inlineStylesheets(html.slice(0, start) + boot + html.slice(end + ENTRY_END.length));
  };
}
