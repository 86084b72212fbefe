import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../src/shared/auth.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

/** An address, or a display name and an address in angle brackets; never a line break (header injection). */
const MAIL_FROM_PATTERN = /^(?:[^\r\n<>@]{0,200}<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(PASSWORD_MIN).max(PASSWORD_MAX).optional()),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()).transform(parseTrustProxy),
    CONTACT_RATE_LIMIT: z.preprocess(emptyToUndefined, z.string().default('5/10m')).transform(parseRateLimit),
    PUBLIC_RATE_LIMIT: z.preprocess(emptyToUndefined, z.string().default('60/1m')).transform(parseRateLimit),
    TOKEN_RATE_LIMIT: z.preprocess(emptyToUndefined, z.string().default('600/1m')).transform(parseRateLimit),
    PUBLIC_CACHE_TTL_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(86_400_000).default(300_000),
    ),
    SMTP_URL: z.preprocess(emptyToUndefined, z.string().optional()).transform(parseSmtpUrl),
    SMTP_INSECURE: z
      .preprocess(emptyToUndefined, z.enum(['true', 'false'], 'must be true or false').default('false'))
      .transform((value) => value === 'true'),
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .max(300)
        .regex(MAIL_FROM_PATTERN, 'must be an address (site@example.com) or Name <site@example.com>, on one line')
        .optional(),
    ),
    WEBHOOK_ALLOW_PRIVATE: z
      .preprocess(emptyToUndefined, z.enum(['true', 'false'], 'must be true or false').default('false'))
      .transform((value) => value === 'true'),
    HISTORY_KEEP_VERSIONS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(50)),
    HISTORY_KEEP_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(365)),
    LINK_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    STORAGE: z.preprocess(emptyToUndefined, z.enum(['local', 's3'], 'must be local or s3').default('local')),
    S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: optionalText,
    S3_BUCKET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, . and -)')
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .preprocess(emptyToUndefined, z.enum(['true', 'false'], 'must be true or false').default('false'))
      .transform((value) => value === 'true'),
    S3_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    MAPS_API_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .max(200)
        .regex(/^[\w-]+$/, 'must be an API key (letters, digits, - and _)')
        .optional(),
    ),
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE !== 's3') return;
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with STORAGE=s3' });
    }
  });

/** The variables of an S3 bucket (STORAGE=s3): the connection ones, then the optional public URL. */
export const S3_CONNECTION_KEYS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;
export const S3_ENV_KEYS = [...S3_CONNECTION_KEYS, 'S3_PUBLIC_URL'] as const;

/** Where uploads live (server/storage/): the upload folder under DATA_DIR, or an S3 bucket. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** Undefined: AWS itself (the region's endpoint). */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      /** Origin (and optional path) that serves `uploads/...` directly, without a trailing slash. */
      publicUrl: string | undefined;
    };

/** The value of Express's `trust proxy`: off, a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

/** At most `max` counted requests per client per fixed window of `windowS` seconds. */
export type RateLimit = { max: number; windowS: number };

const MAX_PROXY_HOPS = 16;
/** Names Express (proxy-addr) knows for common ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, or a CIDR `address/prefix` (checked by node:net's BlockList). */
function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  try {
    new BlockList().addSubnet(address, Number(prefix), family === 4 ? 'ipv4' : 'ipv6');
    return true;
  } catch {
    return false;
  }
}

function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true is refused: it trusts every X-Forwarded-For entry, so a client could choose its own IP and ' +
        'escape rate limits and login throttling. Set the number of proxies in front of the app (e.g. 1) ' +
        'or their addresses/CIDRs (e.g. 10.0.0.0/8,fd00::/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= MAX_PROXY_HOPS) return hops;
    ctx.addIssue({ code: 'custom', message: `a hop count must be 0 to ${MAX_PROXY_HOPS}` });
    return z.NEVER;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message:
        `not a proxy address or CIDR: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')} ` +
        '(use a hop count such as 1, or a comma-separated list such as 10.0.0.1,192.168.0.0/16)',
    });
    return z.NEVER;
  }
  return entries;
}

/**
 * The SMTP server of outgoing mail: smtp:// (STARTTLS required, so the password never crosses
 * the network in clear) or smtps:// (TLS from the start). `requireTLS` false only with
 * SMTP_INSECURE=true (a relay on the same host or a test server).
 */
export type SmtpConfig = {
  url: string;
  host: string;
  port: number;
  secure: boolean;
  requireTLS: boolean;
  user: string | undefined;
};

function parseSmtpUrl(value: string | undefined, ctx: z.RefinementCtx): Omit<SmtpConfig, 'requireTLS'> | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    url = new URL('invalid:');
  }
  if (
    (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') ||
    !url.hostname ||
    (url.pathname && url.pathname !== '/')
  ) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be smtp://user:password@host:port or smtps://user:password@host:port (user and password URL-encoded)',
    });
    return z.NEVER;
  }
  const secure = url.protocol === 'smtps:';
  return {
    url: value,
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: url.username ? decodeURIComponent(url.username) : undefined,
  };
}

const WINDOW_UNITS_S = { s: 1, m: 60, h: 3600 } as const;

function parseRateLimit(value: string, ctx: z.RefinementCtx): RateLimit | null {
  const text = value.trim();
  if (text === '0') return null;
  const match = /^(\d{1,7})\/(\d{1,5})([smh])$/.exec(text);
  const max = Number(match?.[1]);
  const windowS = Number(match?.[2]) * WINDOW_UNITS_S[(match?.[3] ?? 's') as keyof typeof WINDOW_UNITS_S];
  if (!match || max < 1 || windowS < 1 || windowS > 86_400) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be N/WINDOW such as 5/10m (window in s, m or h, at most 24h), or 0 to turn the limit off',
    });
    return z.NEVER;
  }
  return { max, windowS };
}

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The site's public origin (scheme, host, port), without a trailing slash. */
  publicUrl: string;
  secureCookies: boolean;
  admin: { username: string; password: string } | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Express's `trust proxy`: false, a hop count, or the proxies' addresses/CIDRs. Never `true`. */
  trustProxy: TrustProxy;
  /** Contact messages and newsletter sign-ups accepted per client IP; null: no limit. */
  contactRateLimit: RateLimit | null;
  /** Public writes (contact, newsletter, recommendations, login tries) per client IP; null: no limit. */
  publicRateLimit: RateLimit | null;
  /** Requests per API token (every request that sends one); null: no limit. */
  tokenRateLimit: RateLimit | null;
  /**
   * Browser key of the Google Maps JavaScript API. Public by nature (the browser sends it with
   * every map request): restrict it to the site's referrers in the Google Cloud console.
   */
  mapsApiKey: string | undefined;
  /** How long a public read may be answered from memory; 0 turns the cache off. */
  publicCacheTtlMs: number;
  /** Outgoing mail server; undefined: mail waits in the outbox until one is configured. */
  smtp: SmtpConfig | undefined;
  /** The From of every mail (MAIL_FROM, else no-reply@ the PUBLIC_URL's host). */
  mailFrom: string;
  /** Key of the signed newsletter links; undefined: a random key kept in the database. */
  linkSecret: string | undefined;
  /** Versions kept per item (HISTORY_KEEP_VERSIONS, HISTORY_KEEP_DAYS); the newest always stays. */
  versionRetention: { count: number; maxAgeMs: number };
  /**
   * Webhooks may target private, loopback and CGNAT addresses, and plain http: (an intranet CRM,
   * the tests). Link-local addresses (cloud metadata) stay refused.
   */
  webhookAllowPrivate: boolean;
  /** STORAGE and the S3_* variables. */
  storage: StorageConfig;
};

export class EnvError extends Error {}

/** loadEnv for a process entry: an invalid configuration is explained on stderr (undefined back). */
export function loadEnvOrExplain(source: Record<string, string | undefined> = process.env): Env | undefined {
  try {
    return loadEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return undefined;
  }
}

function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

/** Reads and validates the configuration. The only reader of process.env in the server. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  if (publicUrl.pathname !== '/' || publicUrl.search || publicUrl.hash) {
    throw new EnvError('Invalid configuration:\n  PUBLIC_URL: must be an origin only, e.g. https://example.com');
  }
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: publicUrl.origin,
    secureCookies: publicUrl.protocol === 'https:',
    admin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }
        : undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    contactRateLimit: env.CONTACT_RATE_LIMIT,
    publicRateLimit: env.PUBLIC_RATE_LIMIT,
    tokenRateLimit: env.TOKEN_RATE_LIMIT,
    mapsApiKey: env.MAPS_API_KEY,
    publicCacheTtlMs: env.PUBLIC_CACHE_TTL_MS,
    smtp: env.SMTP_URL && { ...env.SMTP_URL, requireTLS: !env.SMTP_URL.secure && !env.SMTP_INSECURE },
    mailFrom: env.MAIL_FROM ?? `no-reply@${publicUrl.hostname}`,
    linkSecret: env.LINK_SECRET,
    versionRetention: { count: env.HISTORY_KEEP_VERSIONS, maxAgeMs: env.HISTORY_KEEP_DAYS * 86_400_000 },
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION ?? 'us-east-1',
            bucket: env.S3_BUCKET ?? '',
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            publicUrl: env.S3_PUBLIC_URL && withoutTrailingSlashes(env.S3_PUBLIC_URL),
          }
        : { kind: 'local' },
  };
}
