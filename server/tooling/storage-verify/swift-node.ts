/**
 * A throwaway single-node OpenStack Swift (Debian's packages) on 127.0.0.1 for `npm run
 * storage:verify`: proxy with s3api + tempauth, one account, container and object server, rings
 * with one replica on one device folder. Configs come from ./config/*.conf with {{…}} filled in.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import dgram from 'node:dgram';
import { createWriteStream, existsSync, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/bench-server.ts';

const configDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'config');

export const STORAGE_KINDS = ['account', 'container', 'object'] as const;
type StorageKind = (typeof STORAGE_KINDS)[number];
export type ServerName = StorageKind | 'proxy';

/** What the script needs from Debian's swift packages. */
export const SWIFT_BINARIES = [
  'swift-ring-builder',
  'swift-proxy-server',
  'swift-account-server',
  'swift-container-server',
  'swift-object-server',
];
export const SWIFT_APT_PACKAGES = 'swift swift-proxy swift-account swift-container swift-object';
/** Swift reads its hash prefix/suffix and storage policies from this fixed path (no override). */
export const SWIFT_CONF = '/etc/swift/swift.conf';

/** tempauth's user `test:tester` with key `testing` (see config/proxy-server.conf). */
export const SWIFT_S3_CREDENTIALS = { accessKeyId: 'test:tester', secretAccessKey: 'testing' };

export function whichBinary(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Fills `{{name}}` placeholders; a placeholder without a value is a bug in this script. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  let text = template;
  for (const [name, value] of Object.entries(values)) text = text.split(`{{${name}}}`).join(String(value));
  const left = text.indexOf('{{');
  if (left !== -1) throw new Error(`unfilled placeholder near: ${text.slice(left, left + 40)}`);
  return text;
}

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} → exit ${code}\n${output}`)),
    );
  });
}

/** The Python that runs Swift (the binaries' shebang), so checks use the same interpreter. */
async function swiftPython(): Promise<string> {
  const binary = whichBinary('swift-object-server');
  if (!binary) return 'python3';
  const firstLine = (await fs.readFile(binary, 'utf8')).split('\n', 1)[0] ?? '';
  const interpreter = firstLine.startsWith('#!') ? firstLine.slice(2).trim().split(' ').pop() : undefined;
  return interpreter || 'python3';
}

/**
 * Whether `dir`'s filesystem keeps user extended attributes: Swift's object server stores each
 * object's metadata in `user.swift.metadata` and fails every PUT without them (tmpfs before
 * Linux 6.6, some overlay setups).
 */
export async function supportsUserXattrs(dir: string): Promise<boolean> {
  const probe = path.join(dir, '.xattr-probe');
  const script =
    'import os, sys\n' +
    'p = sys.argv[1]\n' +
    "open(p, 'w').close()\n" +
    "os.setxattr(p, 'user.swift.probe', b'1')\n" +
    "assert os.getxattr(p, 'user.swift.probe') == b'1'\n";
  try {
    await run(await swiftPython(), ['-c', script, probe], dir);
    return true;
  } catch {
    return false;
  } finally {
    await fs.rm(probe, { force: true });
  }
}

/**
 * Runs `swift-ring-builder` commands: the tool's own code (swift.cli.ringbuilder.main, what the
 * binary calls) in one Python process, because each start of the binary costs seconds of
 * imports and nine of them were most of this script's set-up time on a busy machine.
 */
async function ringBuilder(cwd: string, commands: string[][]): Promise<void> {
  const script = [
    'import json, sys',
    'from swift.cli.ringbuilder import main',
    'for argv in json.loads(sys.argv[1]):',
    '    try:',
    "        main(['swift-ring-builder'] + argv)",
    '    except SystemExit as done:',
    '        if done.code not in (None, 0):',
    "            sys.exit('swift-ring-builder %s: exit %s' % (' '.join(argv), done.code))",
  ].join('\n');
  await run(await swiftPython(), ['-c', script, JSON.stringify(commands)], cwd);
}

/**
 * Swift logs through syslog (there may be no /dev/log here); the configs send it to this UDP
 * listener instead, which appends each message to `file` (request lines and errors alike).
 */
export async function collectSwiftLogs(file: string): Promise<{ port: number; close(): Promise<void> }> {
  const out: WriteStream = createWriteStream(file);
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message) => {
    // "<PRI>name: text": the priority number is syslog framing, not news.
    const text = message
      .toString('utf8')
      .replace(/^<\d+>/, '')
      .replace(/\0$/, '');
    out.write(`${new Date().toISOString()} ${text.trimEnd()}\n`);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  return {
    port: socket.address().port,
    close: () => new Promise<void>((resolve) => socket.close(() => out.end(() => resolve()))),
  };
}

export type SwiftNode = {
  endpoint: string;
  region: string;
  root: string;
  ports: Record<ServerName, number>;
  /** A server's own stdout/stderr (start-up errors, tracebacks). */
  outputFile(name: ServerName): string;
  /** What the servers log (through collectSwiftLogs). */
  logFile: string;
};

/**
 * Writes configs and rings under `root` (devices under `devicesRoot`, which must keep user
 * xattrs; logs to UDP `logPort`). Returns where everything is; nothing is started yet.
 */
export async function writeSwiftNode(
  root: string,
  devicesRoot: string,
  region: string,
  logPort: number,
): Promise<SwiftNode> {
  const user = os.userInfo().username;
  const devices = path.join(devicesRoot, 'devices');
  await fs.mkdir(path.join(devices, 'd1'), { recursive: true });
  const ports = {
    proxy: await freePort(),
    account: await freePort(),
    container: await freePort(),
    object: await freePort(),
  };
  const proxyTemplate = await fs.readFile(path.join(configDir, 'proxy-server.conf'), 'utf8');
  await fs.writeFile(
    path.join(root, 'proxy-server.conf'),
    fillTemplate(proxyTemplate, { port: ports.proxy, user, swiftDir: root, region, logPort }),
  );
  const storageTemplate = await fs.readFile(path.join(configDir, 'storage-server.conf'), 'utf8');
  const ringCommands: string[][] = [];
  for (const kind of STORAGE_KINDS) {
    await fs.writeFile(
      path.join(root, `${kind}-server.conf`),
      fillTemplate(storageTemplate, { kind, port: ports[kind], user, swiftDir: root, devices, logPort }),
    );
    // Partition power 6 (64 partitions), 1 replica, min 1 hour between moves: all on device d1.
    ringCommands.push(
      [`${kind}.builder`, 'create', '6', '1', '1'],
      [`${kind}.builder`, 'add', `r1z1-127.0.0.1:${ports[kind]}/d1`, '100'],
      [`${kind}.builder`, 'rebalance'],
    );
  }
  await ringBuilder(root, ringCommands);
  return {
    endpoint: `http://127.0.0.1:${ports.proxy}`,
    region,
    root,
    ports,
    outputFile: (name) => path.join(root, 'logs', `${name}-server.out`),
    logFile: path.join(root, 'logs', 'swift.log'),
  };
}

export type RunningSwift = { stop(): Promise<void>; exited(): ServerName[] };

/** Starts the four servers (their own output goes to logs/<name>-server.out). */
export function startSwiftNode(node: SwiftNode): RunningSwift {
  const children = new Map<ServerName, ChildProcess>();
  const exited = new Set<ServerName>();
  for (const name of [...STORAGE_KINDS, 'proxy'] as const) {
    const output = createWriteStream(node.outputFile(name));
    const child = spawn(`swift-${name}-server`, [path.join(node.root, `${name}-server.conf`)], {
      cwd: node.root,
      // Its own process group, so a Ctrl-C in the terminal reaches only this script, which then
      // stops the servers in order.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(output);
    child.stderr?.pipe(output);
    child.once('exit', () => exited.add(name));
    child.once('error', () => exited.add(name));
    children.set(name, child);
  }
  return {
    exited: () => [...exited],
    async stop() {
      await Promise.all([...children].map(([name, child]) => (exited.has(name) ? undefined : stopProcessGroup(child))));
    },
  };
}

/** SIGTERM to a detached child's process group, SIGKILL after 5 s; resolves once it exited. */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      // The negative pid addresses the child's own process group (its children included).
      process.kill(-(child.pid as number), signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until every server listens and the proxy's /healthcheck answers OK. */
export async function waitForSwift(node: SwiftNode, running: RunningSwift, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = running.exited();
    if (dead.length > 0) throw new Error(`Swift server(s) exited during start: ${dead.join(', ')}`);
    const listening = await Promise.all(Object.values(node.ports).map(portAnswers));
    if (listening.every(Boolean)) {
      const answer = await fetch(`${node.endpoint}/healthcheck`).catch(() => undefined);
      if (answer?.ok && (await answer.text()) === 'OK') return;
    }
    if (Date.now() > deadline) throw new Error(`Swift did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The S3 requests the proxy answered for a bucket, by method (from its access log): shows that
 * a run really went through Swift.
 */
export async function proxyRequestsFor(node: SwiftNode, bucket: string): Promise<Map<string, number>> {
  // UDP log lines of the last requests may still be on their way.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const counts = new Map<string, number>();
  const text = await fs.readFile(node.logFile, 'utf8').catch(() => '');
  for (const line of text.split('\n')) {
    const at = line.indexOf(' proxy-server: ');
    if (at === -1) continue;
    const words = line.slice(at).split(' ');
    // proxy-server: <client> <remote> <date> <METHOD> <path> <protocol> <status> …
    const method = words[5];
    const target = words[6] ?? '';
    if (method && (target === `/${bucket}` || target.startsWith(`/${bucket}/`))) {
      counts.set(method, (counts.get(method) ?? 0) + 1);
    }
  }
  return counts;
}

/** The last lines of the servers' log and of their own output, for a failure report. */
export async function tailLogs(node: SwiftNode, lines: number): Promise<string> {
  const files = [node.logFile, ...[...STORAGE_KINDS, 'proxy' as const].map((name) => node.outputFile(name))];
  const parts: string[] = [];
  for (const file of files) {
    const text = await fs.readFile(file, 'utf8').catch(() => '');
    // Access-log lines run to 400 characters: the start says enough.
    const tail = text
      .trimEnd()
      .split('\n')
      .slice(-lines)
      .map((line) => (line.length > 240 ? `${line.slice(0, 240)}…` : line))
      .join('\n');
    if (tail) parts.push(`--- ${path.basename(file)} (last ${lines} lines)\n${tail}`);
  }
  return parts.join('\n');
}
