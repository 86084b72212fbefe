import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startTestApp, type TestApp } from '../test/harness.ts';
import { contentSecurityPolicy, FIXED_CSP_DIRECTIVES, SPA_CSP } from './security-headers.ts';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  it('without a maps key is the strict policy, scripts only from the site', () => {
    expect(contentSecurityPolicy({ googleMaps: false })).toBe(SPA_CSP);
    expect(SPA_CSP).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        ...FIXED_CSP_DIRECTIVES,
      ].join('; '),
    );
    // The security baseline's directives.
    expect(FIXED_CSP_DIRECTIVES).toEqual(
      expect.arrayContaining(["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'"]),
    );
    expect(SPA_CSP).not.toContain('googleapis');
  });

  it('with a maps key also allows what the Google Maps JavaScript API loads, and no inline script', () => {
    const csp = directives(contentSecurityPolicy({ googleMaps: true }));
    expect(csp['script-src']).toEqual(["'self'", 'https://maps.googleapis.com', 'https://maps.gstatic.com']);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com']),
    );
    expect(csp['style-src']).toContain('https://fonts.googleapis.com');
    expect(csp['font-src']).toContain('https://fonts.gstatic.com');
    expect(csp['img-src']).toContain('https:');
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    // Everything else stays as strict as without the key.
    const strict = directives(SPA_CSP);
    for (const name of ['default-src', ...FIXED_CSP_DIRECTIVES.map((directive) => directive.split(' ')[0])])
      expect(csp[name], name).toEqual(strict[name]);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-eval|'unsafe-inline'.*script|\*'/);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });
});

describe('createApp with and without MAPS_API_KEY', () => {
  let withKey: TestApp;
  let withoutKey: TestApp;
  beforeAll(async () => {
    const orm = await createTestDatabase();
    withKey = await startTestApp({ orm, env: { MAPS_API_KEY: 'test-browser-key' } });
    withoutKey = await startTestApp({ orm, seed: false });
  });
  afterAll(async () => {
    await withKey?.close();
    await withoutKey?.close();
    await withKey?.orm.close(true);
  });

  it('sends the maps CSP and the public maps_api_key only when the key is configured', async () => {
    const keyed = await fetch(`${withKey.url}/api/settings`);
    expect(keyed.headers.get('content-security-policy')).toBe(contentSecurityPolicy({ googleMaps: true }));
    const keyedSettings = (await keyed.json()) as Record<string, string>;
    expect(keyedSettings.maps_api_key).toBe('test-browser-key');
    expect(keyedSettings.site_name).toBe('TBT Dijital');

    const page = await fetch(`${withKey.url}/contact`);
    expect(page.headers.get('content-security-policy')).toContain('https://maps.googleapis.com');

    const plain = await fetch(`${withoutKey.url}/api/settings`);
    expect(plain.headers.get('content-security-policy')).toBe(SPA_CSP);
    expect(await plain.json()).not.toHaveProperty('maps_api_key');
  });

  it('tRPC settings.public carries the key too (the SPA reads it there)', async () => {
    const response = await fetch(`${withKey.url}/trpc/settings.public`);
    const body = (await response.json()) as { result: { data: Record<string, string> } };
    expect(body.result.data.maps_api_key).toBe('test-browser-key');
  });
});
