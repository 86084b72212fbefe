import http from 'node:http';

/** How often a bench asks /healthz while it loads the server (ms). */
export const HEALTH_INTERVAL_MS = 20;

/** How /healthz answered during a load: probes sent, failed (not 200), and latencies in ms. */
export type Health = { probes: number; failed: number; p50: number; p99: number; max: number };

/** GET /healthz every HEALTH_INTERVAL_MS on a connection of its own, until `until` settles. */
export async function probeHealth(port: number, until: Promise<unknown>): Promise<Health> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let failed = 0;
  let done = false;
  until.finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200));
      });
      req.on('error', () => resolve(false));
    });
    latencies.push(performance.now() - started);
    if (!ok) failed++;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { probes: latencies.length, failed, p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? 0 };
}
