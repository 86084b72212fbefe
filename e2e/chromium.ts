import { existsSync } from 'node:fs';

/**
 * The one place that finds a Chromium for the browser tests and the Lighthouse benchmark:
 * CHROMIUM_PATH, then the headless build unpacked by the @sparticuz/chromium devDependency (the
 * same browser on every machine, nothing to install), then a system Chromium. The headless build
 * comes first because the suite is timed with it: with Debian's full Chromium (GPU process, its
 * wrapper's flags) the average browser test here took 11.7 s instead of 6.5 s.
 */
export async function resolveChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    return await chromium.executablePath();
  } catch (error) {
    const system = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
    if (system) return system;
    throw error;
  }
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
