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
 * The stylesheets a server-rendered page needs beyond those of index.html: the CSS of its
 * routes' chunks and of everything they import. Without them the markup would paint unstyled
 * until the route's script had loaded.
 */
export function routeStylesheets(clientDir: string): (routeIds: string[]) => string[] {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const byRoute = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const id = routeIdOfManifestKey(key);
    if (id) byRoute.set(id, key);
  }
  const cssOf = (key: string, seen: Set<string>, out: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) out.add(css);
    for (const imported of chunk.imports ?? []) cssOf(imported, seen, out);
  };
  // What index.html links already: the entry's CSS and that of its static imports.
  const inIndex = new Set<string>();
  cssOf('index.html', new Set(), inIndex);
  const cache = new Map<string, string[]>();
  return (routeIds) => {
    const cacheKey = routeIds.join('|');
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const out = new Set<string>();
    const seen = new Set<string>();
    for (const id of routeIds) {
      const key = byRoute.get(id);
      if (key) cssOf(key, seen, out);
    }
    const list = [...out].filter((css) => !inIndex.has(css)).map((css) => `/${css}`);
    cache.set(cacheKey, list);
    return list;
  };
}
