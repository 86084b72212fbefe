import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { User as LuciaUser } from 'lucia';
import type { LoginInput, UserOutput } from '../../src/shared/auth.ts';
import { clientKeyOf } from '../abuse/client-ip.ts';
import { HashQueueFullError, hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password.ts';
import { User } from '../db/entities/index.ts';
import type { Env } from '../env.ts';
import { apiError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import type { Context } from '../trpc/context.ts';

export const WRONG_CREDENTIALS = 'Kullanıcı adı veya şifre hatalı.';

export function toUserOutput(user: LuciaUser): UserOutput {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
  };
}

export function currentUser(ctx: Context): UserOutput {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Oturum açmanız gerekiyor.' });
  return toUserOutput(ctx.auth.user);
}

/**
 * Checks the throttle before hashing, verifies the password (or a dummy, so unknown users take
 * as long as wrong passwords), then starts a fresh session and sets its cookie.
 */
export async function login(ctx: Context, input: LoginInput): Promise<UserOutput> {
  const { throttle, lucia } = ctx.deps;
  const username = input.username.toLowerCase();
  const ip = clientKeyOf(ctx.req);
  // Checked and counted as a failure before hashing, in one transaction, so parallel guesses
  // (on this instance or another) are throttled like sequential ones.
  const attempt = await throttle.attempt(username, ip);
  if (attempt.failureId === undefined) {
    const wait = attempt.retryAfter;
    ctx.res.setHeader('Retry-After', String(wait));
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `Çok fazla başarısız deneme. Lütfen ${wait} saniye sonra tekrar deneyin.`,
    });
  }
  const user = await ctx.em.findOne(User, { username }, { populate: ['passwordHash'] });
  const ok = await (user
    ? verifyPassword(user.passwordHash, input.password)
    : verifyAgainstDummy(input.password)
  ).catch((error: unknown) => {
    if (!(error instanceof HashQueueFullError)) throw error;
    ctx.res.setHeader('Retry-After', '1');
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Sunucu meşgul. Lütfen biraz sonra tekrar deneyin.' });
  });
  if (!user || !ok) throw apiError('UNAUTHORIZED', 'INVALID_CREDENTIALS', WRONG_CREDENTIALS);
  await throttle.recordSuccess(username, ip, attempt.failureId);
  // A login always makes a new session; an old one in the same browser is ended.
  if (ctx.auth) await lucia.invalidateSession(ctx.auth.session.id);
  const session = await lucia.createSession(user.id, { createdAt: new Date() });
  ctx.res.append('Set-Cookie', lucia.createSessionCookie(session.id).serialize());
  const { user: sessionUser } = await lucia.validateSession(session.id);
  if (!sessionUser) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'session vanished' });
  return toUserOutput(sessionUser);
}

export async function logout(ctx: Context): Promise<{ ok: true }> {
  const { lucia } = ctx.deps;
  if (ctx.auth) await lucia.invalidateSession(ctx.auth.session.id);
  ctx.res.append('Set-Cookie', lucia.createBlankSessionCookie().serialize());
  return { ok: true };
}

/**
 * The first admin: from ADMIN_USERNAME/ADMIN_PASSWORD when that user does not exist yet;
 * otherwise, with no admin at all, an `admin` with a random password printed once.
 * An existing user is never overwritten.
 */
export async function ensureFirstAdmin(em: EntityManager, env: Pick<Env, 'admin'>, logger: Logger): Promise<void> {
  if (env.admin) {
    const username = env.admin.username.trim().toLowerCase();
    if (await em.count(User, { username })) return;
    em.create(User, { username, passwordHash: await hashPassword(env.admin.password), role: 'admin' });
    await em.flush();
    logger.info({ username }, 'created the first admin from ADMIN_USERNAME');
    return;
  }
  if (await em.count(User, { role: 'admin' })) return;
  const password = randomBytes(18).toString('base64url');
  em.create(User, { username: 'admin', passwordHash: await hashPassword(password), role: 'admin' });
  await em.flush();
  // Printed once, to the console only: this admin exists from now on.
  process.stdout.write(
    `\n  First admin created. Sign in at /admin/login with\n    username: admin\n    password: ${password}\n  This password is shown only now.\n\n`,
  );
}
