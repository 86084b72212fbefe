import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User as LuciaUser } from 'lucia';
import { isProfileImageUrl, NEW_PASSWORD_MIN } from '../../src/shared/account.ts';
import type { LoginInput, UserOutput } from '../../src/shared/auth.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { HashQueueFullError, hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { hashRecoveryCode } from '../auth/recovery-codes.ts';
import { verifyTotp } from '../auth/totp.ts';
import { RecoveryCode, User } from '../db/entities/index.ts';
import { apiError, internalError, SIGN_IN_REQUIRED, tooManyRequests, unauthorized } from '../domain/errors.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { Context } from '../trpc/context.ts';
import { beginPasswordCheck } from './password-check.ts';
import { newSessionPublicId } from './session-ids.ts';

export const WRONG_CREDENTIALS = 'Kullanıcı adı veya şifre hatalı.';
export const TOTP_REQUIRED_MESSAGE = 'Doğrulama kodu gereklidir.';
export const WRONG_SECOND_FACTOR = 'Doğrulama kodu hatalı.';

/** A sign-in, a refused one or a sign-out, in the audit log. */
function auditSignIn(ctx: Context, action: string, username: string, userId: number | null, summary: string) {
  return recordAudit(ctx.em, { actorId: userId, actorName: username, action, ip: ctx.req.ip ?? null, summary });
}

/**
 * The second factor of an account that has one: the current TOTP code (each 30-second code
 * signs in once) or an unused recovery code (spent here). What was used, or null when wrong.
 */
async function checkSecondFactor(ctx: Context, user: User, input: LoginInput): Promise<string | null> {
  if (input.totp && user.totpSecret) {
    const step = verifyTotp(user.totpSecret, input.totp, Date.now(), user.totpLastStep ?? null);
    if (step === null) return null;
    // Conditional, so two sign-ins racing with one code cannot both pass.
    const taken = await ctx.em.nativeUpdate(
      User,
      { id: user.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
      { totpLastStep: step },
    );
    return taken === 1 ? 'TOTP' : null;
  }
  if (input.recoveryCode) {
    const spent = await ctx.em.nativeUpdate(
      RecoveryCode,
      { user: user.id, codeHash: hashRecoveryCode(input.recoveryCode), usedAt: null },
      { usedAt: new Date() },
    );
    return spent === 1 ? 'recovery code' : null;
  }
  return null;
}

export function toUserOutput(user: LuciaUser): UserOutput {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    // A value stored before the rule (https: or our media) is not shown.
    profileImageUrl: user.profileImageUrl && isProfileImageUrl(user.profileImageUrl) ? user.profileImageUrl : null,
  };
}

export function currentUser(ctx: Context): UserOutput {
  if (!ctx.auth) throw unauthorized(SIGN_IN_REQUIRED);
  return toUserOutput(ctx.auth.user);
}

/**
 * Checks the throttle before hashing, verifies the password (or a dummy, so unknown users take
 * as long as wrong passwords), then starts a fresh session and sets its cookie.
 */
export async function login(ctx: Context, input: LoginInput): Promise<UserOutput> {
  const { lucia } = ctx.deps;
  const username = input.username.toLowerCase();
  // Checked and counted as a failure before hashing, in one transaction, so parallel guesses
  // (on this instance or another) are throttled like sequential ones.
  const attempt = await beginPasswordCheck(ctx, username);
  if (attempt.succeeded === undefined) {
    const wait = attempt.retryAfter;
    await auditSignIn(ctx, 'auth.loginFailed', username, null, `throttled (${wait} s)`);
    ctx.hints.setRetryAfter(wait);
    throw tooManyRequests(`Çok fazla başarısız deneme. Lütfen ${wait} saniye sonra tekrar deneyin.`);
  }
  const user = await ctx.em.findOne(User, { username }, { populate: ['passwordHash', 'totpSecret'] });
  const ok = await (user
    ? verifyPassword(user.passwordHash, input.password)
    : verifyAgainstDummy(input.password)
  ).catch((error: unknown) => {
    if (!(error instanceof HashQueueFullError)) throw error;
    ctx.hints.setRetryAfter(1);
    throw tooManyRequests('Sunucu meşgul. Lütfen biraz sonra tekrar deneyin.');
  });
  // A disabled admin is refused like a wrong password (the failure counts).
  if (!user || !ok || user.disabled) {
    const why = !user ? 'unknown user' : !ok ? 'wrong password' : 'disabled account';
    await auditSignIn(ctx, 'auth.loginFailed', username, user?.id ?? null, why);
    throw apiError('UNAUTHORIZED', 'INVALID_CREDENTIALS', WRONG_CREDENTIALS);
  }
  let factors = 'password';
  if (user.totpSecret) {
    // The password is right: without a code no session, and the try keeps counting as a failure.
    if (!input.totp && !input.recoveryCode) {
      await auditSignIn(ctx, 'auth.loginFailed', username, user.id, 'second factor missing');
      throw apiError('UNAUTHORIZED', 'TOTP_REQUIRED', TOTP_REQUIRED_MESSAGE);
    }
    const used = await checkSecondFactor(ctx, user, input);
    if (!used) {
      await auditSignIn(ctx, 'auth.loginFailed', username, user.id, 'wrong second factor');
      throw apiError('UNAUTHORIZED', 'INVALID_CREDENTIALS', WRONG_SECOND_FACTOR);
    }
    factors = `password + ${used}`;
  }
  await attempt.succeeded();
  // This browser is known from now on (a fresh device cookie, so a fresh budget).
  ctx.hints.setDeviceCookie(attempt.key, username);
  // A login always makes a new session; an old one in the same browser is ended.
  if (ctx.auth) await lucia.invalidateSession(ctx.auth.session.id);
  const now = new Date();
  const session = await lucia.createSession(user.id, {
    createdAt: now,
    publicId: newSessionPublicId(),
    ip: ctx.req.ip?.slice(0, 64) ?? null,
    userAgent: ctx.req.get('user-agent')?.slice(0, 300) ?? null,
    lastSeenAt: now,
  });
  await auditSignIn(ctx, 'auth.login', username, user.id, factors);
  ctx.hints.setSessionCookie(session.id);
  const { user: sessionUser } = await lucia.validateSession(session.id);
  if (!sessionUser) throw internalError('session vanished');
  return toUserOutput(sessionUser);
}

export async function logout(ctx: Context): Promise<{ ok: true }> {
  const { lucia } = ctx.deps;
  if (ctx.auth) {
    await lucia.invalidateSession(ctx.auth.session.id);
    await auditSignIn(ctx, 'auth.logout', ctx.auth.user.username, ctx.auth.user.id, '');
  }
  ctx.hints.clearSessionCookie();
  return { ok: true };
}

/** ADMIN_PASSWORD broke a rule of a password change: the process must not start with it. */
export class WeakAdminPasswordError extends Error {}

const ADMIN_PASSWORD_RULES: Record<string, string> = {
  'account.passwordLength': `it must be at least ${NEW_PASSWORD_MIN} characters long`,
  'account.passwordCommon': 'it is one of the common passwords',
  'account.passwordUsername': 'it is built from ADMIN_USERNAME',
};

/** ADMIN_PASSWORD under the same rules as a password change (length, common, from the username). */
export function checkAdminPassword(admin: { username: string; password: string }): void {
  const problem = passwordProblem(admin.password, admin.username.trim().toLowerCase());
  if (problem) {
    throw new WeakAdminPasswordError(
      `ADMIN_PASSWORD is refused: ${ADMIN_PASSWORD_RULES[problem] ?? problem}. Choose another one (the same rules as a password change in the admin).`,
    );
  }
}

/**
 * The first admin: from ADMIN_USERNAME/ADMIN_PASSWORD only on an empty database (no user at
 * all), so an admin deleted or renamed later is not created again at the next start; without
 * them and with no admin at all, an `admin` with a random password printed once. An existing
 * user is never overwritten. A weak ADMIN_PASSWORD stops the start (WeakAdminPasswordError).
 */
export async function ensureFirstAdmin(em: EntityManager, env: Pick<Env, 'admin'>, logger: Logger): Promise<void> {
  if (env.admin) {
    checkAdminPassword(env.admin);
    if (await em.count(User, {})) return;
    const username = env.admin.username.trim().toLowerCase();
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
