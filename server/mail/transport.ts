import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../env.ts';

/** One mail as the worker hands it to the transport. */
export type OutgoingMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  headers: Record<string, string>;
};

/** The part of a nodemailer transporter the worker uses (tests may wrap it, never replace SMTP). */
export type MailTransport = {
  sendMail(message: OutgoingMessage): Promise<unknown>;
  close(): void;
};

/**
 * Timeouts that bound one send well under the worker's lease (OUTBOX_LEASE_MS): a mail server
 * that stops answering makes the send fail, rather than the lease run out under a live send.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
export type SmtpTimeouts = typeof SMTP_TIMEOUTS;

/**
 * A transporter for SMTP_URL: smtp:// must upgrade with STARTTLS before it logs in (a server
 * that does not offer it fails the send) unless SMTP_INSECURE=true; smtps:// is TLS at once.
 */
export function createSmtpTransport(
  smtp: SmtpConfig,
  options: { timeouts?: Partial<SmtpTimeouts> } = {},
): MailTransport {
  const url = new URL(smtp.url);
  const transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTLS,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    ...SMTP_TIMEOUTS,
    ...options.timeouts,
  });
  return {
    sendMail: (message) => transporter.sendMail(message),
    close: () => transporter.close(),
  };
}

/**
 * Is the failure about this mail for good (the server refused the recipient or the message with
 * a 5xx)? Then retrying cannot help. A 5xx at login (EAUTH) or a connection failure is about the
 * configuration or an outage: retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

/** The error as the admin sees it: one line, no more than 1000 characters. */
export function describeMailError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 1000) || 'unknown error';
}
