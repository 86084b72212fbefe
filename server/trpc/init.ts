import { initTRPC, TRPCError } from '@trpc/server';
import { type RateLimitName, takeRateLimitSlot } from '../abuse/rate-limit.ts';
import { recordAudit, summarizeInput } from '../audit/audit-log.ts';
import { assertTokenMay, TOKEN_NOT_ALLOWED_MESSAGE } from '../auth/token-scopes.ts';
import { CACHE_CHANNEL } from '../cache/cache-sync.ts';
import { ApiFailure, InputIssuesError, SIGN_IN_REQUIRED } from '../domain/errors.ts';
import {
  DB_RETRY_AFTER_S,
  DB_UNAVAILABLE_MESSAGE,
  errorBudgetOf,
  isDatabaseUnavailable,
  publicErrorBody,
} from '../http/errors.ts';
import { INPUT_TOO_COMPLEX_MESSAGE, inspectRawInput, NUL_CHARACTER_MESSAGE } from '../http/raw-input.ts';
import type { Actor, Context } from './context.ts';

/** What a procedure declares about itself: `admin` marks every adminProcedure (token-scopes.test.ts lists them). */
export type ProcedureMeta = { admin?: true };

/** How many calls share the answer: `/trpc/a,b,c?batch=1` has 3 (the REST mirror: 1). */
function callsInAnswer(ctx: Context | undefined): number {
  const req = ctx?.req;
  if (req?.baseUrl !== '/trpc' || req.query.batch === undefined) return 1;
  let calls = 1;
  for (const char of req.path) if (char === ',') calls++;
  return calls;
}

/** With the procedures' meta (`admin`, see ProcedureMeta). */
const withMeta = initTRPC.context<Context>().meta<ProcedureMeta>();
const t = withMeta.create({
  /**
   * The one error shape of tRPC answers, built from publicErrorBody only: tRPC's default shape
   * (`shape.message`, and the stack outside production) carries the validation error's own text,
   * the JSON of every issue, and is dropped. A batch's answers share one size budget.
   */
  errorFormatter({ shape, error, ctx }) {
    const body = publicErrorBody(error, ctx?.req.id, errorBudgetOf(callsInAnswer(ctx)));
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
    ctx.hints.setRetryAfter(DB_RETRY_AFTER_S);
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DB_UNAVAILABLE_MESSAGE, cause: result.error });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure's raw input (body, query or path parameters, on either transport) is walked
 * here once, before zod: over the budget of src/shared/api-errors.ts (INPUT_BUDGET) it is refused
 * with 400 INPUT_TOO_COMPLEX, and U+0000 in any text with 400 NUL_CHARACTER (PostgreSQL cannot
 * store it, and no form of ours produces it).
 */
const checkRawInput = t.middleware(async ({ getRawInput, next }) => {
  const problem = inspectRawInput(await getRawInput());
  if (problem?.kind === 'tooComplex') {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: INPUT_TOO_COMPLEX_MESSAGE,
      cause: new ApiFailure('INPUT_TOO_COMPLEX', INPUT_TOO_COMPLEX_MESSAGE),
    });
  }
  if (problem?.kind === 'nul') {
    const issue = {
      code: 'custom',
      path: problem.path,
      message: NUL_CHARACTER_MESSAGE,
      params: { fieldCode: 'NUL_CHARACTER' },
    };
    throw new TRPCError({ code: 'BAD_REQUEST', message: NUL_CHARACTER_MESSAGE, cause: new InputIssuesError([issue]) });
  }
  return next();
});

export const publicProcedure = t.procedure.use(checkRawInput).use(databaseGuard);

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

/** Signed-in user of any role, by session: an API token never reaches these (403). */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.token) throw new TRPCError({ code: 'FORBIDDEN', message: TOKEN_NOT_ALLOWED_MESSAGE });
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});

/** Admin reads that are recorded in the audit log like writes: the CSV exports. */
const isExport = (path: string) => /\.export\w*$/.test(path);

/** The admin or the API token (with this procedure's scope) a call runs for; 401/403 otherwise. */
function actorOf(ctx: Context, path: string): Actor {
  if (ctx.token) {
    assertTokenMay(ctx.token, path);
    return { kind: 'token', id: null, name: `API: ${ctx.token.name}`, token: ctx.token };
  }
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
  if (ctx.auth.user.role !== 'admin') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Bu işlem için yönetici yetkisi gerekiyor.' });
  }
  return { kind: 'user', id: ctx.auth.user.id, name: ctx.auth.user.username };
}

/**
 * Denied by default: 401 without a session, 403 for a role other than admin, and for an API
 * token 403 unless server/auth/token-scopes.ts gives this procedure one of its scopes. A
 * successful admin write empties the public read cache here and, through NOTIFY, on every other
 * instance, and is recorded in the audit log (with the exports), on either transport: the REST
 * mirror calls these same procedures. A token's entries name it `API: <name>`, with no actor id.
 */
export const adminProcedure = publicProcedure
  .meta({ admin: true })
  .use(async ({ ctx, type, path, getRawInput, next }) => {
    const actor = actorOf(ctx, path);
    const result = await next({ ctx: { ...ctx, actor } });
    if (result.ok && type === 'mutation') {
      ctx.deps.publicCache.invalidate();
      await ctx.em.getConnection().execute(`select pg_notify('${CACHE_CHANNEL}', '')`);
    }
    if (result.ok && (type === 'mutation' || isExport(path))) {
      const { target, summary } = summarizeInput(await getRawInput());
      await recordAudit(ctx.em, {
        actorId: actor.id,
        actorName: actor.name,
        action: path,
        target,
        ip: ctx.req.ip ?? null,
        summary,
        ...ctx.audit,
      });
    }
    return result;
  });

/**
 * An admin procedure for a signed-in admin only (their own account, the admins, tokens): an API
 * token is refused even if the scope map named it by mistake.
 */
export const sessionAdminProcedure = adminProcedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'FORBIDDEN', message: TOKEN_NOT_ALLOWED_MESSAGE });
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});
