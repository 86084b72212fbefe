/**
 * An oversize upload stops at its own type's limit (issue 10, defect 8): a PNG over 5 MB sent to
 * the media library (whose largest limit, video, is 100 MB) is answered 413 after about 5 MB,
 * with nothing left on disk, instead of being streamed to disk up to 100 MB first.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import { expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../src/shared/uploads.ts';
import { stagingDirOf, uploadDirOf } from '../../uploads/upload-storage.ts';
import { type TestApp, withAdminApp } from '../harness.ts';

let app: TestApp;
let cookie: string;

withAdminApp((started) => {
  ({ app, cookie } = started);
});

it('a 60 MB PNG is refused after about its 5 MB limit, and nothing stays on disk', async () => {
  const total = 60 * 1024 * 1024;
  const boundary = 'x-boundary-1234';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const { hostname, port } = new URL(app.url);
  const result = await new Promise<{ sent: number; answer: string }>((resolve) => {
    let sent = 0;
    let answer = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ sent, answer });
    };
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/admin/media/upload HTTP/1.1\r\nHost: ${new URL(app.url).host}\r\nOrigin: ${app.url}\r\nCookie: ${cookie}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + png.length + total}\r\n\r\n`,
      );
      socket.write(head);
      socket.write(png);
      const chunk = Buffer.alloc(64 * 1024);
      const pump = () => {
        while (!done && sent < total) {
          sent += chunk.length;
          if (!socket.write(chunk)) return socket.once('drain', pump);
        }
      };
      pump();
    });
    socket.on('data', (data) => {
      answer += data.toString();
      if (answer.includes('\r\n\r\n') && answer.includes('}')) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    setTimeout(finish, 20_000).unref();
  });
  expect(result.answer).toMatch(/^HTTP\/1\.1 413/);
  expect(result.answer).toContain('"code":"PAYLOAD_TOO_LARGE"');
  // Sent before the answer came: the limit plus what the sockets buffer, far below 100 MB.
  expect(result.sent).toBeLessThan(IMAGE_MAX_BYTES + 16 * 1024 * 1024);
  const staging = stagingDirOf(uploadDirOf(app.env.dataDir));
  await expect.poll(async () => (await fs.readdir(staging).catch(() => [])).length).toBe(0);
}, 30_000);
