import { createHmac, randomBytes } from 'node:crypto';

/** Secrets and signatures of the Standard Webhooks specification (https://www.standardwebhooks.com). */

const SECRET_PREFIX = 'whsec_';
/** 24 random bytes (the specification asks for 24 to 64). */
const SECRET_BYTES = 24;

/** A new endpoint secret: `whsec_` + base64 of random bytes. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** The key bytes a secret stands for: the base64 after the prefix. */
function secretKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`: the `webhook-signature` header's value. */
export function signWebhook(secret: string, id: string, timestampS: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestampS}.${body}`).digest('base64');
  return `v1,${mac}`;
}
