import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './chromium.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Decided once in the main process; workers inherit these through the environment.
process.env.E2E_PORT ??= String(3400 + Math.floor(Math.random() * 400));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'));
process.env.E2E_ADMIN_USERNAME ??= 'owner';
process.env.E2E_ADMIN_PASSWORD ??= `e2e-${Math.random().toString(36).slice(2)}-pass`;
process.env.CHROMIUM_EXECUTABLE ??= await resolveChromium();

const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
  // The production build on the real server with a fresh embedded PostgreSQL.
  webServer: {
    command: 'node server/index.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      MAPS_API_KEY: 'e2e-test-key',
      // Every form of the run comes from this one browser: limits far above what the specs send.
      CONTACT_RATE_LIMIT: '1000/10m',
      PUBLIC_RATE_LIMIT: '5000/1m',
    },
  },
});
