/**
 * smtp:// never sends the password in clear unless told to: against a real SMTP server that
 * offers no STARTTLS, a send fails before any login; with SMTP_INSECURE=true it goes through.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { SmtpTestServer } from '../test/smtp-test-server.ts';
import { createSmtpTransport } from './transport.ts';

const message = {
  from: 'site@example.com',
  to: 'visitor@example.com',
  subject: 'Test',
  text: 'Hello',
  messageId: '<transport-test@example.com>',
  headers: {},
};

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await new SmtpTestServer().start();
});
afterEach(() => {
  smtp.mails.length = 0;
});
afterAll(async () => {
  await smtp?.stop();
});

describe('createSmtpTransport', () => {
  it('smtp:// requires STARTTLS: a server without it gets no login and no mail', async () => {
    const config = loadEnv({ SMTP_URL: smtp.url }).smtp;
    if (!config) throw new Error('SMTP_URL not read');
    const transport = createSmtpTransport(config);
    try {
      await expect(transport.sendMail(message)).rejects.toThrow(/STARTTLS/i);
    } finally {
      transport.close();
    }
    expect(smtp.authAttempts).toBe(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it('SMTP_INSECURE=true lets smtp:// log in and send without TLS', async () => {
    const config = loadEnv(smtp.env).smtp;
    if (!config) throw new Error('SMTP_URL not read');
    const logins = smtp.authAttempts;
    const transport = createSmtpTransport(config);
    try {
      await transport.sendMail(message);
    } finally {
      transport.close();
    }
    expect(smtp.authAttempts).toBe(logins + 1);
    expect(smtp.mails.map((mail) => mail.envelopeTo)).toEqual([['visitor@example.com']]);
  });
});
