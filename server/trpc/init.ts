import { initTRPC, TRPCError } from '@trpc/server';
import { type RateLimitName, takeRateLimitSlot } from '../abuse/rate-limit.ts';
import { recordAudit, summarizeInput } from '../audit/audit-log.ts';
import { CACHE_CHANNEL } from '../cache/cache-sync.ts';
import {
  DB_RETRY_AFTER_S,
  DB_UNAVAILABLE_MESSAGE,
  InputIssuesError,
  isDatabaseUnavailable,
  publicErrorBody,
} from '../http/errors.ts';
import { NUL_CHARACTER_MESSAGE, nulCharacterPath } from '../http/nul-characters.ts';
import type { Context } from './context.ts';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const body = publicErrorBody(error, ctx?.req.id);
    return {
      code: shape.code,
      message: body.message,
      data: {
        /** The API error code (src/shared/api-errors.ts), the same as on the REST mirror. */
        code: body.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors: body.fieldErrors,
        problem: body.problem,
        requestId: ctx?.req.id,
      },
    };
  },
});

/** Turns "the database is unreachable" into 503 + Retry-After on every procedure. */
const databaseGuard = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause ?? result.error)) {
    ctx.res.setHeader('Retry-After', String(DB_RETRY_AFTER_S));
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DB_UNAVAILABLE_MESSAGE, cause: result.error });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * U+0000 in any text (body, query or path parameter, on either transport) is refused here, once,
 * with 400: PostgreSQL cannot store it, and no form of ours produces it.
 */
const refuseNulCharacters = t.middleware(async ({ getRawInput, next }) => {
  const path = nulCharacterPath(await getRawInput());
  if (path) {
    const issue = { code: 'custom', path, message: NUL_CHARACTER_MESSAGE, params: { fieldCode: 'NUL_CHARACTER' } };
    throw new TRPCError({ code: 'BAD_REQUEST', message: NUL_CHARACTER_MESSAGE, cause: new InputIssuesError([issue]) });
  }
  return next();
});

export const publicProcedure = t.procedure.use(refuseNulCharacters).use(databaseGuard);

/** Counts the request against a limit of its client; 429 + Retry-After over it (server/abuse/rate-limit.ts). */
const rateLimited = (name: RateLimitName) =>
  t.middleware(async ({ ctx, next }) => {
    const slot = await takeRateLimitSlot(ctx, name);
    const result = await next();
    if (!result.ok) await slot.giveBack();
    return result;
  });

/** A public write (recommendations, login tries): counted against PUBLIC_RATE_LIMIT per client IP. */
export const publicWriteProcedure = publicProcedure.use(rateLimited('public'));
/** Contact messages and newsletter sign-ups: PUBLIC_RATE_LIMIT, then CONTACT_RATE_LIMIT (accepted ones). */
export const contactWriteProcedure = publicWriteProcedure.use(rateLimited('contact'));

/** Signed-in user of any role. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Oturum açmanız gerekiyor.' });
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});

/** Admin reads that are recorded in the audit log like writes: the CSV exports. */
const isExport = (path: string) => /\.export\w*$/.test(path);

/**
 * Denied by default: 401 without a session, 403 for a role other than admin. A successful admin
 * write empties the public read cache here and, through NOTIFY, on every other instance, and is
 * recorded in the audit log (with the exports), on either transport: the REST mirror calls
 * these same procedures.
 */
export const adminProcedure = authedProcedure.use(async ({ ctx, type, path, getRawInput, next }) => {
  if (ctx.auth.user.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Bu işlem için yönetici yetkisi gerekiyor.' });
  }
  const result = await next();
  if (result.ok && type === 'mutation') {
    ctx.deps.publicCache.invalidate();
    await ctx.em.getConnection().execute(`select pg_notify('${CACHE_CHANNEL}', '')`);
  }
  if (result.ok && (type === 'mutation' || isExport(path))) {
    const { target, summary } = summarizeInput(await getRawInput());
    await recordAudit(ctx.em, {
      actorId: ctx.auth.user.id,
      actorName: ctx.auth.user.username,
      action: path,
      target,
      ip: ctx.req.ip ?? null,
      summary,
    });
  }
  return result;
});
