import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Session, User } from 'lucia';
import type { VersionChange } from '../../src/shared/versions.ts';
import type { RateLimiter } from '../abuse/rate-limit.ts';
import type { TokenActor } from '../auth/api-tokens.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import type { AppLucia } from '../auth/lucia.ts';
import type { PublicReadCache } from '../cache/public-read-cache.ts';
import type { ResponseHints } from '../domain/response-hints.ts';
import type { Env } from '../env.ts';
import type { LagSource } from '../http/load-shedding.ts';
import type { Logger } from '../logger.ts';
import type { UploadStore } from '../storage/upload-store.ts';
import { expressResponseHints } from './response-hints.ts';

/** Long-lived parts of the app, made once in index.ts (or a test) and given to createApp. */
export type AppDeps = {
  env: Env;
  logger: Logger;
  orm: MikroORM;
  lucia: AppLucia;
  /** Login throttling, in PostgreSQL (shared by every instance). */
  throttle: LoginThrottle;
  /** CONTACT_RATE_LIMIT and PUBLIC_RATE_LIMIT, in PostgreSQL (shared by every instance). */
  rateLimiter: RateLimiter;
  /** The event loop's lag, for load shedding. */
  eventLoopLag: LagSource;
  /** Answers of public reads; emptied by every admin write. */
  publicCache: PublicReadCache;
  /** Is the database reachable? (for /readyz) */
  ping: () => Promise<boolean>;
  /** Where uploaded files live: the local folder or an S3 bucket (server/storage/). */
  store: UploadStore;
};

/** A browser session's user; null without one, and on every API token request (see `token`). */
export type AuthState = { user: User; session: Session } | null;

/**
 * Who an admin procedure runs for (set by adminProcedure): a signed-in admin, or an API token
 * (issue 23), which has no user: its audit entries and versions carry `API: <name>` and no id.
 */
export type Actor =
  | { kind: 'user'; id: number; name: string }
  | { kind: 'token'; id: null; name: string; token: TokenActor };

declare global {
  namespace Express {
    interface Request {
      id: string;
      /** Logger bound to this request id. */
      log: Logger;
      /** Set by the session middleware on /trpc and /api. */
      auth?: AuthState;
    }
  }
}

/** The context of every procedure, on both transports (tRPC over HTTP and the REST mirror). */
export type Context = {
  deps: AppDeps;
  req: Request;
  /** Cookies and retry hints for the answer; the response itself stays with the transport. */
  hints: ResponseHints;
  em: EntityManager;
  auth: AuthState;
  /** The API token of a `Authorization: Bearer` request (then `auth` is null); null otherwise. */
  token: TokenActor | null;
  /** What a versioned save of this call changed, for its audit entry (filled by the save). */
  audit: AuditDetail;
};

/** The item and changes an admin write names in the activity log. */
export type AuditDetail = { subject: string | null; changes: VersionChange[] | null };

export function createContextFactory(deps: AppDeps) {
  return ({ req, res }: { req: Request; res: Response }): Context => ({
    deps,
    req,
    hints: expressResponseHints(res, deps.lucia, deps.env.secureCookies),
    em: deps.orm.em.fork(),
    auth: req.auth ?? null,
    token: req.apiToken ?? null,
    audit: { subject: null, changes: null },
  });
}
