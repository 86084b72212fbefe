import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * First-load JavaScript of every public page, from the built files and Vite's manifest: the
 * entry's static import graph plus the page's route chunk and its static imports, at the size
 * the server sends (the build's .gz copy of each file; a file under 1 KiB has none and counts
 * raw). Issue 11's budget: 150 KiB gzip, and no zod before a form is used.
 */
const BUDGET_KIB = 150;
const PAGES = [
  'index',
  'services.index',
  'services.$slug',
  'ecommerce',
  'portfolio',
  'pricing',
  'about',
  'software',
  'contact',
  'kvkk',
  'privacy',
  'terms',
  'cookies',
];

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
type Chunk = { file: string; imports?: string[] };

test('first-load JavaScript of every public page stays within 150 KiB gzip, without zod', () => {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const graph = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) graph(imported, seen);
    return seen;
  };
  const gzipBytes = (keys: Set<string>) =>
    [...keys].reduce((sum, key) => {
      const file = path.join(clientDir, manifest[key].file);
      return sum + statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
    }, 0);
  const sizes: Record<string, number> = {};
  for (const page of PAGES) {
    const route = `routes/_public/${page}.tsx?tsr-split=component`;
    expect(manifest[route], route).toBeDefined();
    const keys = graph(route, graph('index.html'));
    sizes[page] = Math.round((gzipBytes(keys) / 1024) * 10) / 10;
    const withZod = [...keys].some((key) => /zod|schemas/.test(key) || /node_modules\/zod\//.test(key));
    expect(withZod, `${page} loads zod`).toBe(false);
  }
  test.info().annotations.push({ type: 'first-load KiB (gzip)', description: JSON.stringify(sizes) });
  for (const [page, kib] of Object.entries(sizes)) {
    expect(kib, `${page}: ${kib} KiB`).toBeLessThanOrEqual(BUDGET_KIB);
  }
});
