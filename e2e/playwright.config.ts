import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './chromium.ts';
import { slotDataDir, slotPort } from './server-slots.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Decided once in the main process; workers inherit these through the environment.
process.env.E2E_BASE_PORT ??= String(3400 + 2 * Math.floor(Math.random() * 200));
process.env.E2E_DATA_ROOT ??= mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'));
// Slot 0 until a worker's fixture points these at its own server (e2e/server-slots.ts).
process.env.E2E_PORT = String(slotPort(0));
process.env.E2E_DATA_DIR = slotDataDir(0);
process.env.E2E_ADMIN_USERNAME ??= 'owner';
process.env.E2E_ADMIN_PASSWORD ??= `e2e-${Math.random().toString(36).slice(2)}-pass`;
process.env.CHROMIUM_EXECUTABLE ??= await resolveChromium();

/**
 * Two workers, each with its own server and embedded PostgreSQL (ports E2E_PORT + slot, data in
 * E2E_DATA_DIR/slot-<n>): a spec file never sees another file's writes, and the suite takes about
 * two thirds of the time of one worker on two cores. E2E_WORKERS=1 runs everything on one.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const baseURL = `http://localhost:${slotPort(0)}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers,
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
  // A test tagged @phone runs once, on the phone (touch, 390 px); the desktop run of the same
  // steps repeated what the desktop specs already cover and cost about 75 s of the suite.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone/ },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
  webServer: Array.from({ length: workers }, (_, slot) => serverFor(slot)),
});

/** The production build on the real server with a fresh embedded PostgreSQL, one per worker slot. */
function serverFor(slot: number) {
  const port = slotPort(slot);
  return {
    command: 'node server/index.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: slotDataDir(slot),
      ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME ?? '',
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? '',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      MAPS_API_KEY: 'e2e-test-key',
      // Every form of the run comes from this one browser: limits far above what the specs send.
      CONTACT_RATE_LIMIT: '1000/10m',
      PUBLIC_RATE_LIMIT: '5000/1m',
      // The webhook spec's receiver listens on 127.0.0.1 (plain http, a private address).
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
  };
}
