/**
 * A real SMTP server for tests (the `smtp-server` package) on a free port of 127.0.0.1: it
 * requires the user and password of its URL, records every accepted mail and can refuse
 * recipients with a 550. `stop()` and `start()` simulate an outage on the same port. It speaks
 * plain SMTP (no STARTTLS): the app talks to it with SMTP_INSECURE=true (`env`).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  envelopeTo: string[];
  raw: string;
  /** Lower-case header name → decoded value (the last one wins). */
  headers: Record<string, string>;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part, if any. */
  html: string;
};

export const SMTP_TEST_USER = 'mailer@test';
export const SMTP_TEST_PASSWORD = 'p@ss:word/1';

export class SmtpTestServer {
  readonly mails: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | undefined;
  /** Recipients answered "550 no such user". */
  readonly rejected = new Set<string>();
  /** Logins tried (AUTH commands): each one carried the password. */
  authAttempts = 0;

  /** The SMTP_URL of this server (user and password URL-encoded). */
  get url(): string {
    return `smtp://${encodeURIComponent(SMTP_TEST_USER)}:${encodeURIComponent(SMTP_TEST_PASSWORD)}@127.0.0.1:${this.port}`;
  }

  /** The app's environment for this server: its URL, and plain SMTP allowed (it has no STARTTLS). */
  get env(): { SMTP_URL: string; SMTP_INSECURE: 'true' } {
    return { SMTP_URL: this.url, SMTP_INSECURE: 'true' };
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth: (auth, _session, callback) => {
        this.authAttempts++;
        if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD) callback(null, { user: 'ok' });
        else callback(new Error('535 authentication failed'));
      },
      onRcptTo: (address, _session, callback) => {
        if (this.rejected.has(address.address)) {
          const error = new Error('no such user here') as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
        } else callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMime(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Stops listening (connections refused until start() again, on the same port). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `count` mails arrived (or fails after `timeoutMs`). */
  async waitForMails(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const end = Date.now() + timeoutMs;
    while (this.mails.length < count) {
      if (Date.now() > end) throw new Error(`expected ${count} mails, got ${this.mails.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.mails;
  }
}

/** Just enough MIME for the tests: headers (unfolded, RFC 2047 decoded) and the text and html parts. */
export function parseMime(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const { headers, body } = splitHeaders(raw);
  const parts = { text: '', html: '' };
  collectParts(headers, body, parts);
  return { headers, ...parts };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(headers: Record<string, string>, body: string, parts: { text: string; html: string }): void {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const part = splitHeaders(section.replace(/^\r\n/, ''));
      collectParts(part.headers, part.body, parts);
    }
    return;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  if (type.startsWith('text/html')) parts.html += decoded;
  else if (type.startsWith('text/plain')) parts.text += decoded.replace(/\r\n/g, '\n').replace(/\n$/, '');
}

function decodeQuotedPrintable(text: string): string {
  const escaped = text.replace(/%/g, '%25').replace(/=\r\n/g, '');
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`));
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
