import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompressDirectory } from './server/http/precompressed.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** Brotli and gzip copies of the built files, served by server/http/precompressed.ts. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'agency-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, raw, brotli } = await precompressDirectory(outDir);
      this.info(`precompressed ${files} files: ${Math.round(raw / 1024)} kB → ${Math.round(brotli / 1024)} kB brotli`);
    },
  };
}

export default defineConfig({
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
    precompress(),
  ],
  build: {
    outDir: '../dist/client',
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
});
