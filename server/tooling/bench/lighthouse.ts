/**
 * npm run bench:lighthouse — Lighthouse mobile figures of the public pages on a freshly started
 * real server (`node server/index.ts` with its own embedded PostgreSQL in a temporary folder,
 * serving the built `dist/`; run `npm run build` first). Lighthouse's default mobile emulation
 * and simulated throttling, one fresh headless Chromium per run, the median of BENCH_LH_RUNS
 * runs (3) per page. Every run is a first visit, as a new visitor arrives: a fresh browser
 * profile, and Lighthouse clears the origin's cookies and storage before loading, so no consent
 * is stored and the page comes with the cookie banner in its HTML (its text can be the largest
 * paint). The page cache is warmed first (one GET of each page, without cookies: the variant a
 * first visit gets). Prints the medians and marks them against the targets, then the
 * accessibility and SEO audits that lost points.
 *
 * A benchmark, not a test: it exits 0 when targets are missed, non-zero only when it cannot run.
 * BENCH_LH_PAGES=/,/ar narrows the pages; BENCH_LH_RUNS=1 the runs; CHROMIUM_PATH picks a browser;
 * BENCH_LH_REPORT_DIR=folder keeps each run's Lighthouse report (HTML and JSON) for reading.
 * Lighthouse's figures depend on the CPU left to Chromium: the load average is printed, compare
 * runs made on a quiet machine.
 */

import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, resolveChromium } from '../../../e2e/chromium.ts';
import { type BenchServer, freePort, startBenchServer, stopBenchServer } from './bench-server.ts';
import {
  figuresOf,
  formatFailingAudits,
  formatPerformanceHints,
  formatTable,
  type PageFigures,
  type RunFigures,
  summarise,
} from './lighthouse-report.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DEFAULT_PAGES = [
  '/',
  '/services',
  '/services/web-tasarim',
  '/ecommerce',
  '/contact',
  '/ar',
  '/ar/about',
  '/ru/portfolio',
];
const PAGES = (process.env.BENCH_LH_PAGES ?? DEFAULT_PAGES.join(','))
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const REPORT_DIR = process.env.BENCH_LH_REPORT_DIR;

const print = (line = '') => process.stdout.write(`${line}\n`);

/**
 * Everything started here, stopped in finally and on Ctrl-C. A browser or server still starting
 * when the signal comes is awaited and then stopped too; nothing new starts after it.
 */
let stopping = false;
let serverStarting: Promise<BenchServer> | undefined;
let browserStarting: Promise<unknown> | undefined;
const browsers = new Set<chromeLauncher.LaunchedChrome>();

export async function stopEverything(): Promise<void> {
  stopping = true;
  await browserStarting?.catch(() => undefined);
  for (const browser of [...browsers]) await killBrowser(browser);
  const running = await serverStarting?.catch(() => undefined);
  serverStarting = undefined;
  if (running) await stopServer(running);
}

/** SIGTERM and wait for the exit (the server stops its PostgreSQL first); skipped if it is gone. */
async function stopServer(running: BenchServer): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) {
    await fs.rm(running.dataDir, { recursive: true, force: true });
    return;
  }
  await stopBenchServer(running);
}

/** chrome-launcher kills the browser's whole process group with SIGKILL; wait until it is gone. */
async function killBrowser(browser: chromeLauncher.LaunchedChrome): Promise<void> {
  if (!browsers.delete(browser)) return;
  const child = browser.process;
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  browser.kill();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
}

async function launchBrowser(chromePath: string): Promise<chromeLauncher.LaunchedChrome> {
  if (stopping) throw new Error('stopping');
  const starting = chromeLauncher
    .launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], handleSIGINT: false, logLevel: 'silent' })
    .then((browser) => {
      browsers.add(browser);
      return browser;
    });
  browserStarting = starting;
  const browser = await starting;
  if (stopping) {
    await killBrowser(browser);
    throw new Error('stopping');
  }
  return browser;
}

async function measure(url: string, chromePath: string, reportName: string): Promise<RunFigures> {
  return figuresOf(await runLighthouse(url, chromePath, reportName));
}

/** One Lighthouse mobile run of a first visit in a fresh Chromium; the whole result (bench:media reads more of it). */
export async function runLighthouse(url: string, chromePath: string, reportName: string): Promise<Result> {
  const browser = await launchBrowser(chromePath);
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      // A first visit: nothing stored for the origin (Lighthouse's default keeps cookies and
      // local storage; the profile is fresh anyway, this says it and keeps it so).
      disableStorageReset: false,
      clearStorageTypes: ['cookies', 'local_storage', 'indexeddb', 'cache_storage', 'service_workers'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (REPORT_DIR) {
      await fs.writeFile(path.join(REPORT_DIR, `${reportName}.html`), String(result.report));
      await fs.writeFile(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr));
    }
    return lhr;
  } finally {
    await killBrowser(browser);
  }
}

/**
 * One GET without cookies, as a first visit sends it; its HTML. A 503 (the server sheds load
 * while the machine is busy starting it) is tried again a few times.
 */
export async function warm(url: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
    const html = await response.text();
    if (response.status === 200) return html;
    if (response.status !== 503 || attempt === 5)
      throw new Error(`${new URL(url).pathname} answers ${response.status}, not 200: pick another page`);
    await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
  }
}

async function main(): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_LH_RUNS must be a positive integer, not ${RUNS}`);
  if (PAGES.length === 0 || PAGES.some((page) => !page.startsWith('/'))) {
    throw new Error('BENCH_LH_PAGES must be a comma-separated list of paths starting with /');
  }
  for (const folder of ['dist/client', 'dist/server']) {
    if (!existsSync(path.join(repoRoot, folder))) throw new Error(`${folder} is missing: run npm run build first`);
  }
  const chromePath = await resolveChromium();
  if (REPORT_DIR) await fs.mkdir(REPORT_DIR, { recursive: true });
  const load = () => `${os.loadavg()[0].toFixed(2)} (${os.availableParallelism()} cores)`;
  print(`Load average before: ${load()}`);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  print(`Starting the server on ${origin} (embedded PostgreSQL in a temporary folder)…`);
  // PUBLIC_URL = the measured origin, so canonical and hreflang links point at the pages measured.
  if (stopping) return;
  serverStarting = startBenchServer(port, { PUBLIC_URL: origin });
  await serverStarting;

  for (const page of PAGES) {
    const html = await warm(origin + page);
    // The banner's element (the inlined stylesheet names the attribute too, without ="").
    if (!html.includes('data-cookie-banner=""'))
      throw new Error(`${page} has no cookie banner in its HTML: not the page a first visit gets`);
  }
  print(
    `Warmed: one GET of each of the ${PAGES.length} pages (all 200, without cookies: the first-visit variant, ` +
      'cookie banner in the HTML), so the page cache is filled.',
  );

  const pages: PageFigures[] = [];
  for (const page of PAGES) {
    const runs: RunFigures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const started = Date.now();
      const reportName = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-run${run}`;
      runs.push(await measure(origin + page, chromePath, reportName));
      const last = runs[runs.length - 1];
      print(
        `  ${page} run ${run}/${RUNS}: performance ${last.performance}, LCP ${(last.lcp / 1000).toFixed(2)} s ` +
          `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    pages.push(summarise(page, runs));
  }

  const first = pages[0].runs[0];
  print(`Load average after: ${load()}`);
  print();
  print(
    `Lighthouse ${first.lighthouseVersion}, ${first.formFactor} emulation, ${first.throttlingMethod} throttling, ` +
      `median of ${RUNS} run(s) per page, each a first visit (nothing stored, no consent cookie), page cache warmed before measuring.`,
  );
  print(
    `Browser: ${first.userAgent}; Lighthouse benchmarkIndex ${first.benchmarkIndex} (CPU power seen by Lighthouse).`,
  );
  print();
  for (const line of formatTable(pages)) print(line);
  print();
  for (const line of formatFailingAudits(pages)) print(line);
  print();
  for (const line of formatPerformanceHints(pages)) print(line);
}

// Run as a script (bench:media imports the functions above without running this bench).
if (import.meta.main) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping Chromium and the server…`);
      stopEverything().finally(() => process.exit(130));
    });
  }
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await stopEverything();
  }
}
