import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

function envError(source: Record<string, string | undefined>): EnvError {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error('loadEnv accepted an invalid configuration');
}

describe('loadEnv', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('./.data'),
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      admin: undefined,
      logLevel: 'info',
      trustProxy: false,
      contactRateLimit: { max: 5, windowS: 600 },
      publicRateLimit: { max: 60, windowS: 60 },
      tokenRateLimit: { max: 600, windowS: 60 },
      mapsApiKey: undefined,
      publicCacheTtlMs: 300_000,
      smtp: undefined,
      mailFrom: 'no-reply@localhost',
      linkSecret: undefined,
      versionRetention: { count: 50, maxAgeMs: 365 * 86_400_000 },
      webhookAllowPrivate: false,
      storage: { kind: 'local' },
    });
    expect(path.isAbsolute(env.dataDir)).toBe(true);
  });

  it('reads WEBHOOK_ALLOW_PRIVATE as true or false only', () => {
    expect(loadEnv({ WEBHOOK_ALLOW_PRIVATE: 'true' }).webhookAllowPrivate).toBe(true);
    expect(loadEnv({ WEBHOOK_ALLOW_PRIVATE: '' }).webhookAllowPrivate).toBe(false);
    expect(() => loadEnv({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(/WEBHOOK_ALLOW_PRIVATE/);
  });

  it('treats empty strings as unset', () => {
    const env = loadEnv({
      PORT: '',
      PUBLIC_URL: '',
      DATA_DIR: '',
      ADMIN_USERNAME: '',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: '',
    });
    expect(env.port).toBe(3000);
    expect(env.publicUrl).toBe('http://localhost:3000');
    expect(env.admin).toBeUndefined();
    expect(env.logLevel).toBe('info');
  });

  it('derives the default PUBLIC_URL from PORT and resolves DATA_DIR', () => {
    const env = loadEnv({ PORT: '8080', DATA_DIR: 'some/relative/dir' });
    expect(env.port).toBe(8080);
    expect(env.publicUrl).toBe('http://localhost:8080');
    expect(env.dataDir).toBe(path.resolve('some/relative/dir'));
  });

  it('reads process.env by default', () => {
    for (const name of [
      'PUBLIC_URL',
      'HOST',
      'DATABASE_URL',
      'ADMIN_USERNAME',
      'ADMIN_PASSWORD',
      'NODE_ENV',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'CONTACT_RATE_LIMIT',
      'PUBLIC_RATE_LIMIT',
      'MAPS_API_KEY',
    ]) {
      vi.stubEnv(name, '');
    }
    vi.stubEnv('PORT', '4321');
    expect(loadEnv().port).toBe(4321);
    expect(loadEnv().publicUrl).toBe('http://localhost:4321');
  });

  it.each(['abc', '70000', '-1', '3.5'])('refuses PORT=%s with a message naming PORT', (port) => {
    expect(envError({ PORT: port }).message).toMatch(/^Invalid configuration:\n\s+PORT: /);
  });

  it.each(['https://example.com/app', 'https://example.com/?a=1', 'https://example.com/#top'])(
    'refuses a PUBLIC_URL that is more than an origin (%s)',
    (url) => {
      expect(envError({ PUBLIC_URL: url }).message).toContain('PUBLIC_URL: must be an origin only');
    },
  );

  it.each(['ftp://example.com', 'example.com', 'not a url'])('refuses PUBLIC_URL=%s', (url) => {
    expect(envError({ PUBLIC_URL: url }).message).toContain('PUBLIC_URL');
  });

  it('keeps only the origin of PUBLIC_URL (no trailing slash)', () => {
    const env = loadEnv({ PUBLIC_URL: 'http://example.com:8080/' });
    expect(env.publicUrl).toBe('http://example.com:8080');
    expect(env.secureCookies).toBe(false);
  });

  it('turns on secure cookies for an https PUBLIC_URL', () => {
    const env = loadEnv({ PUBLIC_URL: 'https://ajans.example.com' });
    expect(env.publicUrl).toBe('https://ajans.example.com');
    expect(env.secureCookies).toBe(true);
  });

  it('refuses ADMIN_USERNAME without ADMIN_PASSWORD and the reverse', () => {
    expect(envError({ ADMIN_USERNAME: 'boss' }).message).toContain(
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
    expect(envError({ ADMIN_PASSWORD: 'long enough password' }).message).toContain(
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
  });

  it('refuses an ADMIN_PASSWORD outside 8..256 characters', () => {
    expect(envError({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short' }).message).toContain('ADMIN_PASSWORD');
    expect(envError({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'x'.repeat(257) }).message).toContain('ADMIN_PASSWORD');
  });

  it('returns the first admin when both variables are set', () => {
    const env = loadEnv({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'a secret of 8+' });
    expect(env.admin).toEqual({ username: 'boss', password: 'a secret of 8+' });
  });

  it('accepts only postgres URLs for DATABASE_URL', () => {
    expect(loadEnv({ DATABASE_URL: 'postgresql://u:p@db:5432/agency' }).databaseUrl).toBe(
      'postgresql://u:p@db:5432/agency',
    );
    expect(loadEnv({ DATABASE_URL: 'postgres://u:p@db/agency' }).databaseUrl).toBe('postgres://u:p@db/agency');
    expect(envError({ DATABASE_URL: 'mysql://u:p@db/agency' }).message).toContain('DATABASE_URL');
  });

  it('validates NODE_ENV and LOG_LEVEL', () => {
    const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
    expect(env.nodeEnv).toBe('production');
    expect(env.logLevel).toBe('warn');
    expect(envError({ NODE_ENV: 'staging' }).message).toContain('NODE_ENV');
    expect(envError({ LOG_LEVEL: 'verbose' }).message).toContain('LOG_LEVEL');
  });

  describe('TRUST_PROXY', () => {
    it.each([undefined, '', '0', 'false', 'FALSE'])('%s turns it off', (value) => {
      expect(loadEnv({ TRUST_PROXY: value }).trustProxy).toBe(false);
    });

    it('reads a hop count', () => {
      expect(loadEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadEnv({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
      expect(envError({ TRUST_PROXY: '17' }).message).toContain('TRUST_PROXY: a hop count must be 0 to 16');
    });

    it('reads a comma-separated list of proxy addresses, CIDRs and range names', () => {
      expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,fd00::/8,::1,loopback' }).trustProxy).toEqual([
        '10.0.0.1',
        '192.168.0.0/16',
        'fd00::/8',
        '::1',
        'loopback',
      ]);
    });

    it.each(['true', 'TRUE', ' true '])('refuses %s, saying why and what to use instead', (value) => {
      const { message } = envError({ TRUST_PROXY: value });
      expect(message).toContain('TRUST_PROXY: true is refused');
      expect(message).toContain('a client could choose its own IP');
      expect(message).toMatch(/number of proxies .* \(e\.g\. 1\) or their addresses\/CIDRs/);
    });

    it.each([
      'yes',
      '10.0.0.256',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.0/8/1',
      '10.0.0.0/x',
      'proxy.example.com',
      '10.0.0.1,',
      '10.0.0.1,,10.0.0.2',
      '-1',
      '1.5',
    ])('refuses %s', (value) => {
      expect(envError({ TRUST_PROXY: value }).message).toMatch(/TRUST_PROXY: /);
    });

    it('names only the invalid entries of a list', () => {
      const { message } = envError({ TRUST_PROXY: '10.0.0.1,10.0.0.0/40,loopback,nope' });
      expect(message).toContain('not a proxy address or CIDR: "10.0.0.0/40", "nope"');
    });
  });

  describe('CONTACT_RATE_LIMIT and PUBLIC_RATE_LIMIT', () => {
    it('read N/WINDOW in seconds, minutes or hours', () => {
      const env = loadEnv({ CONTACT_RATE_LIMIT: '3/30s', PUBLIC_RATE_LIMIT: '1000/2h' });
      expect(env.contactRateLimit).toEqual({ max: 3, windowS: 30 });
      expect(env.publicRateLimit).toEqual({ max: 1000, windowS: 7200 });
      expect(loadEnv({ PUBLIC_RATE_LIMIT: '120/5m' }).publicRateLimit).toEqual({ max: 120, windowS: 300 });
    });

    it('turns a limit off with 0 and takes the default when empty', () => {
      const env = loadEnv({ CONTACT_RATE_LIMIT: '0', PUBLIC_RATE_LIMIT: '' });
      expect(env.contactRateLimit).toBeNull();
      expect(env.publicRateLimit).toEqual({ max: 60, windowS: 60 });
    });

    it.each(['5', '5/', '/10m', '5/10', '5/10d', '0/1m', '5/0s', '-5/1m', '5 per 10m', '1.5/1m', '5/25h', 'off'])(
      'refuses %s, naming the variable and the format',
      (value) => {
        expect(envError({ CONTACT_RATE_LIMIT: value }).message).toContain(
          'CONTACT_RATE_LIMIT: must be N/WINDOW such as 5/10m',
        );
        expect(envError({ PUBLIC_RATE_LIMIT: value }).message).toContain('PUBLIC_RATE_LIMIT: must be N/WINDOW');
      },
    );
  });

  it('reads an optional MAPS_API_KEY (empty means unset) and refuses one with other characters', () => {
    expect(loadEnv({ MAPS_API_KEY: 'AIzaSyA-example_Key123' }).mapsApiKey).toBe('AIzaSyA-example_Key123');
    expect(loadEnv({ MAPS_API_KEY: '' }).mapsApiKey).toBeUndefined();
    expect(envError({ MAPS_API_KEY: 'a key with spaces' }).message).toContain('MAPS_API_KEY');
    expect(envError({ MAPS_API_KEY: 'key&callback=evil' }).message).toContain('MAPS_API_KEY');
  });

  describe('upload storage', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'site-uploads', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

    it('reads STORAGE=s3 with the S3_* variables (region us-east-1, virtual-host style by default)', () => {
      expect(loadEnv(s3).storage).toEqual({
        kind: 's3',
        endpoint: undefined,
        region: 'us-east-1',
        bucket: 'site-uploads',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: false,
        publicUrl: undefined,
      });
      const custom = loadEnv({
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
      }).storage;
      expect(custom).toMatchObject({
        endpoint: 'http://127.0.0.1:9000',
        region: 'eu-central-1',
        forcePathStyle: true,
        publicUrl: 'https://cdn.example.com',
      });
    });

    it('refuses STORAGE=s3 without a bucket or credentials, and any other STORAGE', () => {
      const message = envError({ STORAGE: 's3' }).message;
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
        expect(message).toContain(`${key}: is required with STORAGE=s3`);
      }
      expect(envError({ STORAGE: 'ftp' }).message).toContain('STORAGE: must be local or s3');
      expect(envError({ ...s3, S3_BUCKET: 'A' }).message).toContain('S3_BUCKET');
      expect(envError({ ...s3, S3_FORCE_PATH_STYLE: 'yes' }).message).toContain('S3_FORCE_PATH_STYLE');
      expect(envError({ ...s3, S3_ENDPOINT: 'ftp://x' }).message).toContain('S3_ENDPOINT');
      // The S3 variables alone change nothing: the default stays the local folder.
      expect(loadEnv({ S3_BUCKET: 'site-uploads' }).storage).toEqual({ kind: 'local' });
    });
  });

  describe('mail', () => {
    it('reads SMTP_URL (smtp:// or smtps://, user and password in the URL) with the default ports', () => {
      expect(loadEnv({ SMTP_URL: 'smtp://user%40x:p%3Ass@mail.example.com' }).smtp).toEqual({
        url: 'smtp://user%40x:p%3Ass@mail.example.com',
        host: 'mail.example.com',
        port: 587,
        secure: false,
        requireTLS: true,
        user: 'user@x',
      });
      expect(loadEnv({ SMTP_URL: 'smtps://mail.example.com' }).smtp).toMatchObject({ port: 465, secure: true });
      expect(loadEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtp).toMatchObject({ port: 2525, secure: false });
      expect(loadEnv({ SMTP_URL: '' }).smtp).toBeUndefined();
    });

    it('requires STARTTLS on smtp:// unless SMTP_INSECURE=true; refuses any other SMTP_INSECURE', () => {
      const smtp = 'smtp://user:pass@mail.example.com';
      expect(loadEnv({ SMTP_URL: smtp }).smtp?.requireTLS).toBe(true);
      expect(loadEnv({ SMTP_URL: smtp, SMTP_INSECURE: '' }).smtp?.requireTLS).toBe(true);
      expect(loadEnv({ SMTP_URL: smtp, SMTP_INSECURE: 'false' }).smtp?.requireTLS).toBe(true);
      expect(loadEnv({ SMTP_URL: smtp, SMTP_INSECURE: 'true' }).smtp?.requireTLS).toBe(false);
      // smtps:// is TLS from the first byte: nothing to upgrade.
      expect(loadEnv({ SMTP_URL: 'smtps://mail.example.com', SMTP_INSECURE: 'true' }).smtp).toMatchObject({
        secure: true,
        requireTLS: false,
      });
      for (const value of ['1', 'yes', 'TRUE', 'on', ' true']) {
        expect(envError({ SMTP_URL: smtp, SMTP_INSECURE: value }).message).toContain(
          'SMTP_INSECURE: must be true or false',
        );
      }
    });

    it.each(['http://mail.example.com', 'mail.example.com', 'smtp://', 'smtp://host/path'])(
      'refuses SMTP_URL %s',
      (value) => {
        expect(envError({ SMTP_URL: value }).message).toContain('SMTP_URL: must be smtp://');
      },
    );

    it('takes MAIL_FROM as an address or Name <address>, never with a line break; defaults to no-reply@ the public host', () => {
      expect(loadEnv({ MAIL_FROM: 'TBT Dijital <site@example.com>' }).mailFrom).toBe('TBT Dijital <site@example.com>');
      expect(loadEnv({ PUBLIC_URL: 'https://tbt.example' }).mailFrom).toBe('no-reply@tbt.example');
      for (const value of ['not an address', 'a@b.c\r\nBcc: x@y.z', 'Name <a@b.c>\nX: y']) {
        expect(envError({ MAIL_FROM: value }).message).toContain('MAIL_FROM');
      }
    });

    it('takes a LINK_SECRET of at least 32 characters', () => {
      expect(loadEnv({ LINK_SECRET: 'x'.repeat(32) }).linkSecret).toBe('x'.repeat(32));
      expect(envError({ LINK_SECRET: 'short' }).message).toContain('LINK_SECRET');
    });

    it('keeps 50 versions or 1 year per item unless HISTORY_KEEP_VERSIONS / HISTORY_KEEP_DAYS say otherwise', () => {
      expect(loadEnv({}).versionRetention).toEqual({ count: 50, maxAgeMs: 365 * 86_400_000 });
      expect(loadEnv({ HISTORY_KEEP_VERSIONS: '10', HISTORY_KEEP_DAYS: '30' }).versionRetention).toEqual({
        count: 10,
        maxAgeMs: 30 * 86_400_000,
      });
      for (const value of ['0', '-1', 'many', '1.5']) {
        expect(envError({ HISTORY_KEEP_VERSIONS: value }).message).toContain('HISTORY_KEEP_VERSIONS');
        expect(envError({ HISTORY_KEEP_DAYS: value }).message).toContain('HISTORY_KEEP_DAYS');
      }
    });
  });
});
