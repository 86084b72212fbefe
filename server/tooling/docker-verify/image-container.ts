/**
 * Starts a built image's command without a container engine (podman run cannot run in this
 * sandbox): a buildah working container, mounted, and the command run in a chroot of it as the
 * image's user, with the image's environment and working folder and the host's network. A
 * private mount namespace (unshare) holds the /dev, /proc and /sys bind mounts, so they vanish
 * with the process. Every step execs the next one: the spawned PID is the image's command, which
 * receives SIGTERM itself, as PID 1 of a container would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './commands.ts';

export type ImageConfig = { env: Record<string, string>; cmd: string[]; workingDir: string; user: string };

export async function imageConfig(image: string): Promise<ImageConfig> {
  const inspected = JSON.parse(await run('buildah', ['inspect', '--type', 'image', image])) as {
    OCIv1: { config?: { Env?: string[]; Cmd?: string[]; Entrypoint?: string[]; WorkingDir?: string; User?: string } };
  };
  const config = inspected.OCIv1.config ?? {};
  const env = Object.fromEntries(
    (config.Env ?? []).map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  return {
    env,
    cmd: [...(config.Entrypoint ?? []), ...(config.Cmd ?? [])],
    workingDir: config.WorkingDir || '/',
    user: config.User || 'root',
  };
}

export type Container = {
  name: string;
  /** The container's root filesystem, mounted on the host. */
  root: string;
  remove: () => Promise<void>;
};

export async function mountContainer(image: string): Promise<Container> {
  const name = (await run('buildah', ['from', '--pull=never', image])).trim();
  try {
    const root = (await run('buildah', ['mount', name])).trim();
    return {
      name,
      root,
      remove: async () => {
        await run('buildah', ['umount', name]).catch(() => undefined);
        await run('buildah', ['rm', name]);
      },
    };
  } catch (error) {
    await run('buildah', ['rm', name]).catch(() => undefined);
    throw error;
  }
}

/** uid and gid of a user name (or uid[:gid]) in the container's /etc/passwd. */
export function userIds(root: string, user: string): { uid: number; gid: number } {
  const [name, group] = user.split(':');
  if (/^\d+$/.test(name)) return { uid: Number(name), gid: Number(group ?? name) };
  const line = readFileSync(path.join(root, 'etc/passwd'), 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`user ${name} is not in the image's /etc/passwd`);
  const fields = line.split(':');
  return { uid: Number(fields[2]), gid: Number(fields[3]) };
}

export function startCommand(
  container: Container,
  config: ImageConfig,
  env: Record<string, string>,
): { child: ChildProcess; uid: number } {
  const { uid, gid } = userIds(container.root, config.user);
  const script = [
    'for dir in dev proc sys; do mount --rbind "/$dir" "$0/$dir" || exit 1; done',
    'workdir=$1; shift',
    `exec chroot --userspec=${uid}:${gid} "$0" /bin/sh -c 'cd "$0" && exec "$@"' "$workdir" "$@"`,
  ].join('\n');
  const child = spawn(
    '/usr/bin/unshare',
    ['--mount', '--propagation', 'private', '/bin/sh', '-c', script, container.root, config.workingDir, ...config.cmd],
    // No variable of this shell reaches the image's process: only the image's and the run's.
    { env: { ...config.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return { child, uid };
}
