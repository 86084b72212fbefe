/**
 * npm run storage:verify — the S3 driver against a real S3 implementation, not the emulator the
 * everyday tests use (issue 24): OpenStack Swift with its s3api middleware, from Debian's
 * packages, started here on 127.0.0.1 in a temporary folder.
 *
 * 1. Checks the Swift binaries (else prints the apt-get command and exits 2).
 * 2. Writes a single-node Swift (proxy with s3api + tempauth, account/container/object servers,
 *    one-replica rings) on free ports; its device folder must keep user xattrs.
 * 3. Starts the four servers and waits for the proxy.
 * 4. Raw S3 smoke through the AWS SDK: put, multipart, ranged get, head, list + paging, batch delete.
 * 5. Runs the media life cycle test (server/storage/media-storage.test.ts) with S3_TEST_* pointing
 *    to Swift.
 * Then stops every server (also on failure and Ctrl-C), removes the folder and prints a summary;
 * exits 1 when a check failed. Not part of `npm test`. STORAGE_VERIFY_KEEP=1 keeps the folder
 * (configs, rings, logs/) for a look afterwards.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { addContentMd5ToDeleteObjects } from '../../storage/s3-client.ts';
import { s3ClientFor, smokeChecks } from './s3-smoke.ts';
import {
  collectSwiftLogs,
  proxyRequestsFor,
  type RunningSwift,
  SWIFT_APT_PACKAGES,
  SWIFT_BINARIES,
  SWIFT_CONF,
  SWIFT_S3_CREDENTIALS,
  type SwiftNode,
  startSwiftNode,
  stopProcessGroup,
  supportsUserXattrs,
  tailLogs,
  waitForSwift,
  whichBinary,
  writeSwiftNode,
} from './swift-node.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LIFE_CYCLE_TEST = 'server/storage/media-storage.test.ts';
const REGION = 'us-east-1';
const SMOKE_BUCKET = 'storage-verify-smoke';
const TEST_BUCKET = 'storage-verify-media';
const START_TIMEOUT_MS = 60_000;

const print = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type StepResult = { name: string; ok: boolean; ms: number; detail: string };
const results: StepResult[] = [];
/** Set by Ctrl-C / SIGTERM: no further step starts, the exit code says so. */
let interrupted: NodeJS.Signals | undefined;

/** Runs one step, prints and records its outcome; returns whether it passed. */
async function step(name: string, run: () => Promise<string>): Promise<boolean> {
  if (interrupted) return false;
  const started = performance.now();
  try {
    const detail = await run();
    const ms = performance.now() - started;
    results.push({ name, ok: true, ms, detail });
    print(`  PASS  ${name} (${seconds(ms)})${detail ? `\n        ${detail}` : ''}`);
    return true;
  } catch (error) {
    const ms = performance.now() - started;
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, ms, detail });
    print(`  FAIL  ${name} (${seconds(ms)})\n        ${detail.split('\n').join('\n        ')}`);
    return false;
  }
}

function missingPrerequisites(): string[] {
  const missing: string[] = SWIFT_BINARIES.filter((binary) => !whichBinary(binary));
  if (!existsSync(SWIFT_CONF)) missing.push(SWIFT_CONF);
  return missing;
}

/**
 * A folder for Swift's device whose filesystem keeps user xattrs: the temporary folder itself
 * when it does, else STORAGE_VERIFY_DEVICES_DIR, /var/tmp or the home folder (a fresh subfolder
 * there, removed at the end).
 */
async function devicesRootFor(root: string): Promise<{ dir: string; own: boolean }> {
  if (await supportsUserXattrs(root)) return { dir: root, own: false };
  const candidates = [process.env.STORAGE_VERIFY_DEVICES_DIR, '/var/tmp', os.homedir()].filter((dir): dir is string =>
    Boolean(dir && existsSync(dir)),
  );
  for (const base of candidates) {
    const dir = await fs.mkdtemp(path.join(base, 'storage-verify-devices-'));
    if (await supportsUserXattrs(dir)) {
      print(`  note: ${root}'s filesystem has no user xattrs (Swift needs them): the device folder is ${dir}`);
      return { dir, own: true };
    }
    await fs.rm(dir, { recursive: true, force: true });
  }
  throw new Error(
    `no folder with user xattrs found (tried ${root}, ${candidates.join(', ')}); set STORAGE_VERIFY_DEVICES_DIR`,
  );
}

/** `npx vitest run <life cycle test>` with the S3_TEST_* variables pointing to Swift. */
function runLifeCycleTest(node: SwiftNode, track: (stop: () => Promise<void>) => void): Promise<string> {
  if (!existsSync(path.join(repoRoot, LIFE_CYCLE_TEST))) {
    return Promise.reject(new Error(`${LIFE_CYCLE_TEST} not found`));
  }
  const env = {
    ...process.env,
    S3_TEST_ENDPOINT: node.endpoint,
    S3_TEST_BUCKET: TEST_BUCKET,
    S3_TEST_REGION: node.region,
    S3_TEST_ACCESS_KEY_ID: SWIFT_S3_CREDENTIALS.accessKeyId,
    S3_TEST_SECRET_ACCESS_KEY: SWIFT_S3_CREDENTIALS.secretAccessKey,
    S3_TEST_FORCE_PATH_STYLE: 'true',
  };
  print(`        npx vitest run ${LIFE_CYCLE_TEST}  (S3_TEST_ENDPOINT=${node.endpoint}, bucket ${TEST_BUCKET})`);
  return new Promise((resolve, reject) => {
    // Its own process group: npx does not pass a signal on to vitest, so a stop signals the group.
    const child = spawn('npx', ['vitest', 'run', LIFE_CYCLE_TEST], {
      cwd: repoRoot,
      env,
      stdio: 'inherit',
      detached: true,
    });
    track(() => stopProcessGroup(child));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`vitest exit ${code ?? signal}`));
        return;
      }
      proxyRequestsFor(node, TEST_BUCKET).then((counts) => {
        const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
        // The test falls back to s3rver without S3_TEST_ENDPOINT: make sure it did not.
        if (total === 0) reject(new Error(`vitest passed but Swift saw no request for bucket ${TEST_BUCKET}`));
        const byMethod = [...counts].map(([method, count]) => `${count} ${method}`).join(', ');
        resolve(`vitest exit 0; Swift answered ${total} S3 requests on ${TEST_BUCKET} (${byMethod})`);
      }, reject);
    });
  });
}

function printSummary(totalMs: number, swiftStartMs: number | undefined): void {
  const width = Math.max(...results.map((result) => result.name.length));
  print('');
  print('storage:verify summary (OpenStack Swift s3api on 127.0.0.1)');
  for (const result of results) {
    print(`  ${result.ok ? 'PASS' : 'FAIL'}  ${result.name.padEnd(width)}  ${seconds(result.ms).padStart(7)}`);
  }
  const failed = results.filter((result) => !result.ok).length;
  const swiftStart = swiftStartMs === undefined ? '' : `, Swift up in ${seconds(swiftStartMs)}`;
  const stopped = interrupted ? `; stopped by ${interrupted}` : '';
  print(
    `  ${results.length - failed}/${results.length} passed in ${seconds(totalMs)}${swiftStart}${failed ? `; ${failed} FAILED` : ''}${stopped}`,
  );
}

async function main(): Promise<number> {
  const missing = missingPrerequisites();
  if (missing.length > 0) {
    console.error(`storage:verify needs OpenStack Swift from Debian's packages; missing: ${missing.join(', ')}`);
    console.error(`install them with:\n  sudo apt-get install -y ${SWIFT_APT_PACKAGES}`);
    return 2;
  }

  const startedAt = performance.now();
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-verify-'));
  const cleanups: Array<() => Promise<void> | void> = [];
  let swift: RunningSwift | undefined;
  let node: SwiftNode | undefined;
  let swiftStartMs: number | undefined;
  let cleaning: Promise<void> | undefined;

  /** Stops what was started (last first) and removes the folder; once, whoever asks first. */
  const cleanUp = () => {
    cleaning ??= (async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
      if (process.env.STORAGE_VERIFY_KEEP === '1') print(`kept ${root} (STORAGE_VERIFY_KEEP=1)`);
      else await fs.rm(root, { recursive: true, force: true });
    })();
    return cleaning;
  };
  // The running step fails once its server or test is gone; main then ends through `finally`.
  // Should it hang anyway, exit a few seconds after the clean-up.
  const onSignal = (signal: NodeJS.Signals) => {
    interrupted = signal;
    console.error(`\n${signal}: stopping Swift and removing ${root}…`);
    void cleanUp().then(() => setTimeout(() => process.exit(exitCodeOf(signal)), 5000).unref());
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  print(`storage:verify — temporary folder ${root}`);
  try {
    let devicesRoot = root;
    const ready =
      (await step('Swift config and rings', async () => {
        const devices = await devicesRootFor(root);
        devicesRoot = devices.dir;
        if (devices.own) cleanups.push(() => fs.rm(devices.dir, { recursive: true, force: true }));
        await fs.mkdir(path.join(root, 'logs'));
        const logs = await collectSwiftLogs(path.join(root, 'logs', 'swift.log'));
        cleanups.push(() => logs.close());
        node = await writeSwiftNode(root, devicesRoot, REGION, logs.port);
        const ports = Object.entries(node.ports)
          .map(([name, port]) => `${name} ${port}`)
          .join(', ');
        return `single node, 1 replica, device ${path.join(devicesRoot, 'devices', 'd1')}; ports: ${ports}`;
      })) &&
      (await step('Swift servers start', async () => {
        if (!node) throw new Error('no config');
        const started = performance.now();
        const running = startSwiftNode(node);
        swift = running;
        cleanups.push(() => running.stop());
        await waitForSwift(node, running, START_TIMEOUT_MS);
        swiftStartMs = performance.now() - started;
        return `proxy ${node.endpoint}/healthcheck → OK (s3api + tempauth, access key ${SWIFT_S3_CREDENTIALS.accessKeyId})`;
      }));

    if (ready && node) {
      const swiftNode = node;
      const client = s3ClientFor(swiftNode.endpoint, REGION, SWIFT_S3_CREDENTIALS);
      const plainClient = s3ClientFor(swiftNode.endpoint, REGION, SWIFT_S3_CREDENTIALS);
      addContentMd5ToDeleteObjects(client);
      cleanups.push(() => {
        client.destroy();
        plainClient.destroy();
      });
      for (const check of smokeChecks(client, plainClient, SMOKE_BUCKET, root)) {
        if (!(await step(`S3 ${check.name}`, check.run))) break;
      }
      await step(`create bucket ${TEST_BUCKET} for the life cycle test`, async () => {
        await client.send(new CreateBucketCommand({ Bucket: TEST_BUCKET }));
        return '';
      });
      await step('media life cycle test on Swift', () => runLifeCycleTest(swiftNode, (stop) => cleanups.push(stop)));
    }
    if (node && results.some((result) => !result.ok) && swift && !interrupted) {
      print('');
      print(await tailLogs(node, 12));
      print('(STORAGE_VERIFY_KEEP=1 keeps the whole folder, logs/ included)');
    }
  } finally {
    await cleanUp();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
  printSummary(performance.now() - startedAt, swiftStartMs);
  if (interrupted) return exitCodeOf(interrupted);
  return results.every((result) => result.ok) ? 0 : 1;
}

const exitCodeOf = (signal: NodeJS.Signals) => (signal === 'SIGINT' ? 130 : 143);

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
