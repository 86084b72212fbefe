/**
 * Slow clients are cut in time (issue 10, defect 7): a client trickling headers within 15-20 s
 * (Node's 30 s check interval let it live ~50 s), a JSON body within 30 s (the 120 s upload
 * timeout used to apply to every route), while upload routes keep their longer time.
 */
import net from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyTimeout, createHttpServer } from '../../http/timeouts.ts';
import { startTestApp, type TestApp } from '../harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The slowest a test lets the server be before the client hangs up itself: then the test fails instead of hanging. */
const CLIENT_GIVES_UP_MS = 45_000;

/**
 * Opens a connection, sends `head`, then `drip` once a second if given; resolves with the ms until
 * the connection closes and what the server answered. The client itself closes after `limitMs`.
 */
function trickle(
  url: string,
  head: string,
  { drip, limitMs = CLIENT_GIVES_UP_MS }: { drip?: string; limitMs?: number },
): Promise<{ ms: number; answer: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    const timer = drip === undefined ? undefined : setInterval(() => socket.writable && socket.write(drip), 1000);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, answer });
    });
    setTimeout(() => socket.destroy(), limitMs).unref();
  });
}

describe('slow clients', () => {
  it('a header trickle is cut within 15-20 s, a slow JSON body to /api/contact within 30 s', async () => {
    const host = new URL(app.url).host;
    const [headers, body] = await Promise.all([
      trickle(app.url, `GET /api/settings HTTP/1.1\r\nHost: ${host}\r\n`, { drip: 'X-Slow: 1\r\n' }),
      trickle(
        app.url,
        `POST /api/contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${app.url}\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"name":"`,
        { drip: 'a' },
      ),
    ]);
    expect(headers.ms).toBeGreaterThan(14_000);
    expect(headers.ms).toBeLessThan(20_000);
    expect(body.ms).toBeGreaterThan(29_000);
    expect(body.ms).toBeLessThan(33_000);
    expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(body.answer).toContain('"code":"REQUEST_TIMEOUT"');
  }, 60_000);

  it('the body timeout spares the upload routes', async () => {
    const mini = express();
    mini.use(bodyTimeout((req) => req.path === '/upload', 300));
    mini.post('/{*splat}', (req, res) => {
      req.resume();
      req.on('end', () => res.json({ ok: true }));
    });
    const server = createHttpServer(mini);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    try {
      const head = (path: string) =>
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 3\r\n\r\n1`;
      const { hostname, port } = new URL(url);
      const upload = net.connect(Number(port), hostname, () => upload.write(head('/upload')));
      const uploadClosed = new Promise<boolean>((resolve) => {
        upload.on('close', () => resolve(true));
        setTimeout(() => resolve(false), 1500);
      });
      const json = await trickle(url, head('/json'), { limitMs: 1500 });
      expect(json.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(json.ms).toBeLessThan(1000);
      expect(await uploadClosed).toBe(false);
      upload.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
