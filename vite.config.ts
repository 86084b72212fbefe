import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompressDirectory } from './server/http/precompressed.ts';
import { compiledCatalogs } from './server/tooling/build/compiled-catalogs.ts';
import { mantineThemeCss } from './server/tooling/build/mantine-theme-css.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** Brotli and gzip copies of the built files, served by server/http/precompressed.ts. */
function precompress(): Plugin {
  let outDir = '';
  let skip = false;
  return {
    name: 'agency-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      const { files, raw, brotli } = await precompressDirectory(outDir);
      this.info(`precompressed ${files} files: ${Math.round(raw / 1024)} kB → ${Math.round(brotli / 1024)} kB brotli`);
    },
  };
}

/**
 * react-intl without its ICU parser in the browser: messages arrive compiled (the site's and the
 * admin's catalogs at build time, server/tooling/build/compiled-catalogs.ts; edited texts by the server,
 * content.messages), so intl-messageformat gets the parser-less build.
 */
function intlWithoutParser(): Plugin {
  const parser = '@formatjs/icu-messageformat-parser';
  return {
    name: 'agency-intl-without-parser',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== parser || !importer?.includes('node_modules')) return null;
      return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * react-intl's createIntl asks `Intl.NumberFormat.supportedLocalesOf(locale)` (and the same of
 * DateTimeFormat) at every page start only to warn about a missing locale, and intl-messageformat
 * asks it again for every message it formats. The first such call makes V8 list every ICU locale:
 * about 60-80 ms of a page's start-up here, four times that on a phone. The five languages are
 * in every browser's ICU, so the browser build takes the locale as given. A changed dependency
 * stops the build instead of silently keeping the probe.
 */
function intlWithoutLocaleProbe(): Plugin {
  const patches: Record<string, [probe: string, replacement: string][]> = {
    'node_modules/@formatjs/intl/index.js': [
      ['!Intl.NumberFormat.supportedLocalesOf(locale).length', 'false'],
      ['!Intl.DateTimeFormat.supportedLocalesOf(locale).length', 'false'],
    ],
    'node_modules/intl-messageformat/index.js': [
      ['const supportedLocales = Intl.NumberFormat.supportedLocalesOf(locales);', 'const supportedLocales = [];'],
    ],
  };
  return {
    name: 'agency-intl-without-locale-probe',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transform(code, id) {
      const file = Object.keys(patches).find((end) => id.replaceAll('\\', '/').endsWith(end));
      if (!file) return null;
      let out = code;
      for (const [probe, replacement] of patches[file]) {
        if (!out.includes(probe)) throw new Error(`${file} changed: "${probe}" not found (vite.config.ts)`);
        out = out.replace(probe, replacement);
      }
      return out;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The SPA lives in src/ (index.html included), so the repo's top level stays as the client fixed it.
  root: 'src',
  publicDir: 'public',
  plugins: [
    // Listed before react(); paths are relative to `root`. Each route becomes its own chunk.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Absolute, so vitest (whose root is the project) finds them too.
      routesDirectory: `${projectRoot}src/routes`,
      generatedRouteTree: `${projectRoot}src/routeTree.gen.ts`,
      quoteStyle: 'single',
    }),
    react(),
    mantineThemeCss(`${projectRoot}src/app/theme.ts`),
    compiledCatalogs(`${projectRoot}src/i18n/catalogs`),
    intlWithoutParser(),
    intlWithoutLocaleProbe(),
    precompress(),
  ],
  build: {
    outDir: '../dist/client',
    // The server bundle needs no copy of the public folder.
    copyPublicDir: !isSsrBuild,
    // The server links the stylesheets of a rendered page's route chunks (server/pages/page-assets.ts).
    manifest: !isSsrBuild,
    // No <link rel=modulepreload> in the head: server-rendered pages paint before any script,
    // and preloading ~30 chunks first cost ~750 ms of simulated LCP (stack-notes).
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // Everything the entry loads anyway, in one chunk. Left to itself the bundler cut it into
              // ~50 files (modules the lazy routes share), each gzipped alone: ~15 KiB more first load.
              // The entry module (and index.html) stay outside, so the manifest keeps its entry.
              groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/src[\\/](main\.tsx|index\.html)$/.test(id) }],
            },
          },
        },
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': apiTarget, '/trpc': apiTarget, '/uploads': apiTarget },
  },
  test: {
    root: projectRoot,
    include: ['server/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
}));
