import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestApp, type TestApp } from '../test/harness.ts';
import { clientKey } from './client-ip.ts';

describe('clientKey', () => {
  it('keeps IPv4 addresses and writes IPv4-mapped IPv6 as IPv4', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 client by its /64 network', () => {
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('names anything else "unknown"', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('not an address')).toBe('unknown');
  });
});

const randomIp = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Login tries and contact messages that rotate the left part of X-Forwarded-For. */
async function rotateForwardedFor(app: TestApp, realIp: string) {
  const logins: number[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await postJson(
      app,
      '/api/admin/login',
      { username: 'boss', password: 'wrong password' },
      { 'x-forwarded-for': `${randomIp()}, ${realIp}` },
    );
    logins.push(response.status);
  }
  const contacts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const response = await postJson(
      app,
      '/api/newsletter',
      { email: `reader${i}@example.com` },
      { 'x-forwarded-for': `${randomIp()}, ${randomIp()}, ${realIp}` },
    );
    contacts.push(response.status);
  }
  return { logins, contacts };
}

describe.each([
  ['a hop count (TRUST_PROXY=1)', '1'],
  ['the proxy address (TRUST_PROXY=127.0.0.1)', '127.0.0.1'],
  ['a CIDR and a range name (TRUST_PROXY=10.0.0.0/8,loopback)', '10.0.0.0/8,loopback'],
])('behind a proxy given as %s', (_name, trustProxy) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      env: { TRUST_PROXY: trustProxy, CONTACT_RATE_LIMIT: '2/10m' },
      users: [{ username: 'boss', password: 'boss password', role: 'admin' }],
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('sees a client that rotates the left of X-Forwarded-For as its right-most hop, and throttles it', async () => {
    const { logins, contacts } = await rotateForwardedFor(app, '203.0.113.9');
    // The pair's wait is 0 s after one failure and 1 s after two.
    expect(logins).toEqual([401, 401, 429]);
    expect(contacts).toEqual([201, 201, 429]);
  });

  it('tells clients apart by that hop', async () => {
    const { logins, contacts } = await rotateForwardedFor(app, '198.51.100.77');
    expect(logins).toEqual([401, 401, 429]);
    expect(contacts).toEqual([201, 201, 429]);
  });
});

describe('without TRUST_PROXY', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      env: { CONTACT_RATE_LIMIT: '2/10m' },
      users: [{ username: 'boss', password: 'boss password', role: 'admin' }],
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('ignores X-Forwarded-For: every try is the connecting address', async () => {
    const { logins, contacts } = await rotateForwardedFor(app, randomIp());
    expect(logins).toEqual([401, 401, 429]);
    expect(contacts).toEqual([201, 201, 429]);
    const { contacts: again } = await rotateForwardedFor(app, randomIp());
    expect(again).toEqual([429, 429, 429]);
  });
});
