import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../src/shared/auth.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

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
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
    PUBLIC_CACHE_TTL_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(86_400_000).default(300_000),
    ),
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
  });

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
  trustProxy: boolean;
  /**
   * Browser key of the Google Maps JavaScript API. Public by nature (the browser sends it with
   * every map request): restrict it to the site's referrers in the Google Cloud console.
   */
  mapsApiKey: string | undefined;
  /** How long a public read may be answered from memory; 0 turns the cache off. */
  publicCacheTtlMs: number;
};

export class EnvError extends Error {}

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
    trustProxy: env.TRUST_PROXY === 'true',
    mapsApiKey: env.MAPS_API_KEY,
    publicCacheTtlMs: env.PUBLIC_CACHE_TTL_MS,
  };
}
