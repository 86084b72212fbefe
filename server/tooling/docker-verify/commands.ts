import { spawn } from 'node:child_process';

/** Runs a command, returns its stdout; throws with its stderr when it exits non-zero. */
export function run(command: string, args: string[], options: { quiet?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(out);
      else
        reject(
          new Error(`${command} ${args.join(' ')} exited ${code}${options.quiet ? '' : `:\n${err.slice(-4000)}`}`),
        );
    });
  });
}

/**
 * Runs a long command, showing the lines `shown` selects (all by default) as they come, each
 * prefixed; when it exits non-zero, shows its last 80 lines and throws.
 */
export function runShown(
  command: string,
  args: string[],
  prefix: string,
  shown: (line: string) => boolean = () => true,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const tail: string[] = [];
    let pending = '';
    const take = (line: string) => {
      tail.push(line);
      if (tail.length > 80) tail.shift();
      if (shown(line)) process.stdout.write(`${prefix}${line}\n`);
    };
    const collect = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) take(line);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) => {
      if (pending) take(pending);
      if (code === 0) return resolve();
      process.stdout.write(tail.map((line) => `${prefix}${line}\n`).join(''));
      reject(new Error(`${command} ${args[0] ?? ''} exited ${code}`));
    });
  });
}

/** True when the command succeeds (e.g. an image exists). */
export function succeeds(command: string, args: string[]): Promise<boolean> {
  return run(command, args, { quiet: true }).then(
    () => true,
    () => false,
  );
}
