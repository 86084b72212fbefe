import fs from 'node:fs/promises';

/** A process's resident memory and its high-water mark, in bytes, from /proc (Linux); undefined once it is gone. */
export async function processMemory(pid: number): Promise<{ rss: number; hwm: number } | undefined> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  if (!status) return undefined;
  const kb = (match: RegExpExecArray | null) => Number(match?.[1] ?? 0) * 1024;
  return { rss: kb(/^VmRSS:\s+(\d+) kB/m.exec(status)), hwm: kb(/^VmHWM:\s+(\d+) kB/m.exec(status)) };
}
