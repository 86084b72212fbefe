import { existsSync } from 'node:fs';

/**
 * The one place that finds a Chromium for the browser tests: CHROMIUM_PATH, then the system
 * Chromium, then the binary unpacked by the @sparticuz/chromium devDependency (works on a
 * fresh machine with nothing installed; Playwright cannot download its own browsers here).
 */
export async function resolveChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

/**
 * Flags for a headless Chromium on a closed network, as root. Not @sparticuz/chromium's own
 * args: they include --single-process, which hangs the second browser context.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
