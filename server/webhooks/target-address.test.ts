/**
 * The SSRF guard of webhook targets (issue 23) with an injected resolver, the retry schedule and
 * the signature, checked against the Standard Webhooks specification's own example.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { retryDelayMs, WEBHOOK_RETRY_SCHEDULE_MS } from './delivery-worker.ts';
import { postWebhook } from './post-webhook.ts';
import { signWebhook } from './signature.ts';
import { type AddressLookup, refusalOfUrl, vetTarget, type WebhookTargetError } from './target-address.ts';

const strict = { allowPrivate: false };
const intranet = { allowPrivate: true };
const resolvesTo =
  (...addresses: string[]): AddressLookup =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

async function refusalOf(url: string, policy: { allowPrivate: boolean }, lookup: AddressLookup) {
  try {
    await vetTarget(new URL(url), policy, lookup);
    return null;
  } catch (error) {
    return (error as WebhookTargetError).reason;
  }
}

describe('webhook targets', () => {
  it('must be https: without WEBHOOK_ALLOW_PRIVATE; http: is allowed with it; never credentials', () => {
    expect(refusalOfUrl(new URL('http://crm.example.com/hook'), strict)).toBe('scheme');
    expect(refusalOfUrl(new URL('https://crm.example.com/hook'), strict)).toBeNull();
    expect(refusalOfUrl(new URL('http://crm.example.com/hook'), intranet)).toBeNull();
    expect(refusalOfUrl(new URL('ftp://crm.example.com/hook'), intranet)).toBe('scheme');
    expect(refusalOfUrl(new URL('https://user:pass@crm.example.com/hook'), intranet)).toBe('credentials');
  });

  it('refuses loopback, private, CGNAT, unique-local and unspecified literals unless allowed', () => {
    for (const host of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '[::1]',
      '[fd00::1]',
      '[::]',
      '[::ffff:127.0.0.1]',
    ]) {
      expect(refusalOfUrl(new URL(`https://${host}/`), strict), host).toBe('private');
      expect(refusalOfUrl(new URL(`https://${host}/`), intranet), host).toBeNull();
    }
    expect(refusalOfUrl(new URL('https://localhost:8443/'), strict)).toBe('private');
    expect(refusalOfUrl(new URL('https://93.184.216.34/'), strict)).toBeNull();
  });

  it('refuses link-local addresses (cloud metadata) even with WEBHOOK_ALLOW_PRIVATE', () => {
    for (const host of ['169.254.169.254', '[fe80::1]', '[::ffff:169.254.169.254]', '[::ffff:a9fe:a9fe]']) {
      expect(refusalOfUrl(new URL(`http://${host}/latest/meta-data`), intranet), host).toBe('linkLocal');
    }
  });

  it('checks every address a name resolves to, at delivery time', async () => {
    expect(await refusalOf('https://crm.example.com/', strict, resolvesTo('93.184.216.34'))).toBeNull();
    expect(await refusalOf('https://crm.example.com/', strict, resolvesTo('10.0.0.5'))).toBe('private');
    expect(await refusalOf('https://crm.example.com/', strict, resolvesTo('93.184.216.34', '127.0.0.1'))).toBe(
      'private',
    );
    expect(await refusalOf('https://crm.example.com/', intranet, resolvesTo('10.0.0.5'))).toBeNull();
    expect(await refusalOf('https://meta.example.com/', intranet, resolvesTo('169.254.169.254'))).toBe('linkLocal');
    expect(await refusalOf('https://meta.example.com/', intranet, resolvesTo('fe80::1'))).toBe('linkLocal');
    expect(await refusalOf('https://gone.example.com/', strict, resolvesTo())).toBe('unresolved');
  });

  it('a name that resolves to a private address is refused before any connection (real resolver: localhost)', async () => {
    const result = await postWebhook('https://localhost.:9/hook', '{}', { allowPrivate: false, headers: {} });
    expect(result).toMatchObject({ statusCode: null });
    expect((result as { error: string }).error).toContain('refused');
    const named = await postWebhook('https://intranet.test/hook', '{}', {
      allowPrivate: false,
      headers: {},
      lookup: resolvesTo('192.168.0.10'),
    });
    expect((named as { error: string }).error).toContain('private');
  });
});

describe('a try', () => {
  it('is bounded by the timeout even when the resolver hangs', async () => {
    const started = Date.now();
    const result = await postWebhook('https://slow.example.com/hook', '{}', {
      allowPrivate: false,
      headers: {},
      timeoutMs: 50,
      lookup: () => new Promise(() => undefined),
    });
    expect((result as { error: string }).error).toContain('timed out');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('the retry schedule', () => {
  it('keeps trying for at least 24 hours (jitter included), then gives up', () => {
    const tries = WEBHOOK_RETRY_SCHEDULE_MS.length;
    let shortest = 0;
    let longest = 0;
    for (let attempt = 1; attempt <= tries; attempt++) {
      shortest += retryDelayMs(attempt, WEBHOOK_RETRY_SCHEDULE_MS, () => 0) ?? Number.NaN;
      longest += retryDelayMs(attempt, WEBHOOK_RETRY_SCHEDULE_MS, () => 1) ?? Number.NaN;
    }
    expect(shortest).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(longest).toBeLessThan(31 * 60 * 60 * 1000);
    expect(retryDelayMs(tries + 1)).toBeUndefined();
    expect(retryDelayMs(1, WEBHOOK_RETRY_SCHEDULE_MS, () => 0.5)).toBe(5_000);
  });
});

describe('the signature', () => {
  it('matches the Standard Webhooks specification example', () => {
    // The example of the specification (standard-webhooks/spec, "Verifying signatures").
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
    const timestamp = 1614265330;
    const body = '{"test": 2432232314}';
    expect(signWebhook(secret, id, timestamp, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    // And the algorithm written out, as a receiver would.
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
    expect(signWebhook(secret, id, timestamp, body)).toBe(`v1,${expected}`);
  });
});
