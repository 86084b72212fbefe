import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../src/entry-server.tsx';
import { paintFirst, routeScripts, routeStylesheets } from './page-assets.ts';
import { spliceRenderedPage } from './page-renderer.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_Button.js'], isEntry: true },
  '_Button.js': { file: 'assets/Button.js', css: ['assets/Button.css'] },
  '_Card.js': { file: 'assets/Card.js', css: ['assets/Card.css'], imports: ['_Button.js'] },
  'routes/_public/portfolio.tsx?tsr-split=component': {
    file: 'assets/portfolio.js',
    css: ['assets/portfolio.css'],
    imports: ['_Card.js', 'index.html'],
  },
  'routes/_public/services.$slug.tsx?tsr-split=component': { file: 'assets/slug.js', imports: ['_Card.js'] },
  'routes/_public/index.tsx?tsr-split=component': { file: 'assets/home.js', css: ['assets/home.css'] },
};

async function withManifest(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'manifest-'));
  await fs.mkdir(path.join(dir, '.vite'));
  await fs.writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dir;
}

describe('routeStylesheets', () => {
  it("links a route's CSS and its imports' CSS, not what index.html links already", async () => {
    const sheets = routeStylesheets(await withManifest());
    expect(sheets(['__root__', '/_public', '/_public/portfolio'])).toEqual([
      '/assets/portfolio.css',
      '/assets/Card.css',
    ]);
    expect(sheets(['__root__', '/_public', '/_public/services/$slug'])).toEqual(['/assets/Card.css']);
    expect(sheets(['__root__', '/_public', '/_public/'])).toEqual(['/assets/home.css']);
    expect(sheets(['__root__'])).toEqual([]);
  });

  it("lists a page's scripts: the entry and its imports, then each route chunk and its imports, once", async () => {
    const scripts = routeScripts(await withManifest());
    expect(scripts(['__root__', '/_public', '/_public/portfolio'])).toEqual([
      '/assets/index.js',
      '/assets/Button.js',
      '/assets/portfolio.js',
      '/assets/Card.js',
    ]);
    expect(scripts(['/_public/services/$slug'])).toEqual([
      '/assets/index.js',
      '/assets/Button.js',
      '/assets/slug.js',
      '/assets/Card.js',
    ]);
  });

  it('links nothing without a manifest (a build without one)', () => {
    expect(routeStylesheets(path.join(os.tmpdir(), 'no-such-build'))(['/_public/'])).toEqual([]);
  });
});

describe('spliceRenderedPage', () => {
  const page: RenderedPage = {
    status: 200,
    language: 'tr',
    html: '<p>$& $` hi</p>',
    state: '{"a":1}',
    routeIds: [],
    head: { kind: 'page', id: 'home' },
  };

  it('writes the markup, the state block and the stylesheets literally', () => {
    const html = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
    const out = spliceRenderedPage(html, page, ['/assets/a.css']);
    expect(out).toBe(
      '<html><head><title>t</title><link rel="stylesheet" crossorigin href="/assets/a.css"></head><body>' +
        '<div id="root"><p>$& $` hi</p></div><script type="application/json" id="server-state">{"a":1}</script></body></html>',
    );
  });
});

describe('paintFirst', () => {
  it('writes each stylesheet into the page in its place and starts the entry script from /page-boot.js', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'inline-'));
    await fs.mkdir(path.join(dir, 'assets'));
    await fs.writeFile(path.join(dir, 'assets', 'a.css'), '.a{color:red}');
    await fs.writeFile(path.join(dir, 'assets', 'b.css'), '.b{background:url(/assets/b.png)}');
    await fs.writeFile(path.join(dir, 'assets', 'evil.css'), '.c::after{content:"</style><script>"}');
    const link = (name: string) => `<link rel="stylesheet" crossorigin href="/assets/${name}.css">`;
    const paint = paintFirst(dir);
    const entry = '<script type="module" crossorigin src="/assets/index-x.js"></script>';
    const html = `<head>${entry}${link('a')}<title>t</title>${link('b')}${link('missing')}${link('evil')}</head><body>$&</body>`;
    expect(paint(html)).toBe(
      '<head><script src="/page-boot.js" defer data-entry="/assets/index-x.js"></script>' +
        '<style data-href="/assets/a.css">.a{color:red}</style><link rel="stylesheet" href="/assets/a.css" disabled>' +
        '<title>t</title>' +
        '<style data-href="/assets/b.css">.b{background:url(/assets/b.png)}</style><link rel="stylesheet" href="/assets/b.css" disabled>' +
        `${link('missing')}${link('evil')}</head><body>$&</body>`,
    );
    // The page's scripts ride along for page-boot to preload.
    expect(paint(html, ['/assets/index-x.js', '/assets/app.js'])).toContain(
      '<script src="/page-boot.js" defer data-entry="/assets/index-x.js" data-preload="/assets/index-x.js /assets/app.js"></script>',
    );
    // Without an entry script (not a built page) nothing changes.
    expect(paint(`<p>${link('a')}</p>`)).toBe(`<p>${link('a')}</p>`);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
