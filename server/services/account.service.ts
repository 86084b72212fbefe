import type { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import {
  type AccountOutput,
  type ChangePasswordInput,
  isProfileImageUrl,
  type SessionOutput,
} from '../../src/shared/account.ts';

type AdminProfile = Omit<AccountOutput, 'recoveryCodesLeft'>;

import { hashPassword, verifyPassword } from '../auth/password.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { generateRecoveryCode, hashRecoveryCode, RECOVERY_CODE_COUNT } from '../auth/recovery-codes.ts';
import { hashSessionId } from '../auth/session-adapter.ts';
import { generateTotpSecret, otpauthUrl, verifyTotp } from '../auth/totp.ts';
import { readableBrowser } from '../auth/user-agent.ts';
import { RecoveryCode, Session, Setting, User } from '../db/entities/index.ts';
import { conflict, fieldRefusal, notFound, SIGN_IN_REQUIRED, tooManyRequests, unauthorized } from '../domain/errors.ts';
import type { Context } from '../trpc/context.ts';
import { beginPasswordCheck } from './password-check.ts';
import { newSessionPublicId } from './session-ids.ts';

/**
 * The signed-in admin's own account: profile, password, sessions and second factor (TOTP).
 * Every call here runs for a signed-in admin (adminProcedure).
 */

type AdminContext = Context & { auth: NonNullable<Context['auth']> };

/** The new password's rules beyond its length: 400 on the field that broke one. */
export function checkNewPassword(password: string, username: string, field = 'newPassword'): void {
  const problem = passwordProblem(password, username);
  if (problem) throw fieldRefusal(field, problem);
}

async function ownUser(ctx: AdminContext): Promise<User> {
  const user = await ctx.em.findOne(
    User,
    { id: ctx.auth.user.id },
    { populate: ['passwordHash', 'totpSecret', 'totpPendingSecret'] },
  );
  if (!user) throw unauthorized(SIGN_IN_REQUIRED);
  return user;
}

/** The profile fields of an admin, as the account screen and the admins list show them. */
export function profileOf(user: User, totpEnabled: boolean): AdminProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl && isProfileImageUrl(user.profileImageUrl) ? user.profileImageUrl : null,
    totpEnabled,
  };
}

export async function getAccount(ctx: AdminContext): Promise<AccountOutput> {
  const user = await ownUser(ctx);
  const recoveryCodesLeft = user.totpSecret ? await ctx.em.count(RecoveryCode, { user: user.id, usedAt: null }) : 0;
  return { ...profileOf(user, Boolean(user.totpSecret)), recoveryCodesLeft };
}

/**
 * Checks the admin's current password, throttled like a login (a stolen session cannot guess
 * it freely): 429 when throttled, 400 on the field when wrong.
 */
async function confirmPassword(ctx: AdminContext, user: User, password: string, field: string): Promise<void> {
  const attempt = await beginPasswordCheck(ctx, user.username);
  if (attempt.succeeded === undefined) {
    ctx.hints.setRetryAfter(attempt.retryAfter);
    throw tooManyRequests(`Çok fazla başarısız deneme. Lütfen ${attempt.retryAfter} saniye sonra tekrar deneyin.`);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldRefusal(field, 'account.currentPassword');
  }
  await attempt.succeeded();
}

/** Ends every session of a user except `keep` (the caller's own). */
export async function endSessionsOf(em: EntityManager, userId: number, keepTokenHash?: string): Promise<void> {
  await em.nativeDelete(Session, keepTokenHash ? { user: userId, id: { $ne: keepTokenHash } } : { user: userId });
}

/**
 * After a change of the password or the second factor: every other session of the admin ends,
 * and this one goes on under a new id (a new cookie; the old id is invalid), so a session id
 * that leaked before the change is worth nothing after it. The new session keeps the old one's
 * start (its 12-hour limit does not restart).
 */
export async function rotateSession(ctx: AdminContext): Promise<void> {
  const { lucia } = ctx.deps;
  const { session: old, user } = ctx.auth;
  await endSessionsOf(ctx.em, user.id);
  const session = await lucia.createSession(user.id, {
    createdAt: old.createdAt,
    publicId: newSessionPublicId(),
    ip: ctx.req.ip?.slice(0, 64) ?? null,
    userAgent: ctx.req.get('user-agent')?.slice(0, 300) ?? null,
    lastSeenAt: new Date(),
  });
  ctx.hints.setSessionCookie(session.id);
  ctx.auth = { session, user };
  ctx.req.auth = ctx.auth;
}

/** PUT /api/admin/account/password: the other sessions of this admin end; this one gets a new id. */
export async function changePassword(ctx: AdminContext, input: ChangePasswordInput): Promise<{ ok: true }> {
  const user = await ownUser(ctx);
  await confirmPassword(ctx, user, input.currentPassword, 'currentPassword');
  checkNewPassword(input.newPassword, user.username);
  user.passwordHash = await hashPassword(input.newPassword);
  await ctx.em.flush();
  await rotateSession(ctx);
  return { ok: true };
}

/** The stored id (token hash) of the caller's own session. */
function currentTokenHash(ctx: AdminContext): string {
  return hashSessionId(ctx.auth.session.id);
}

export async function listSessions(ctx: AdminContext): Promise<SessionOutput[]> {
  const rows = await ctx.em.find(Session, { user: ctx.auth.user.id }, { orderBy: { createdAt: 'desc' } });
  const current = currentTokenHash(ctx);
  const now = new Date();
  return rows
    .filter((row) => row.expiresAt > now)
    .map((row) => ({
      id: row.publicId,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      ip: row.ip ?? null,
      browser: readableBrowser(row.userAgent ?? null),
      current: row.id === current,
    }));
}

/** DELETE /api/admin/account/sessions/{id}: ends one of the admin's own sessions (404 for others). */
export async function endSession(ctx: AdminContext, publicId: string): Promise<{ ok: true }> {
  const deleted = await ctx.em.nativeDelete(Session, { publicId, user: ctx.auth.user.id });
  if (deleted === 0) throw notFound('Oturum bulunamadı');
  return { ok: true };
}

// ── Second factor ────────────────────────────────────────────────────────────────────────────

async function issuerName(em: EntityManager): Promise<string> {
  const row = await em.findOne(Setting, { key: 'site_name' });
  return row?.value?.trim() || 'TBT Dijital';
}

export const TOTP_ALREADY_ON = 'İki adımlı doğrulama zaten açık; yeni bir cihaz için önce kapatın.';

/**
 * POST /api/admin/account/totp: a new secret to confirm. Refused (409) while TOTP is on: moving
 * it to another device goes through turning it off, which needs the password, so a stolen
 * session cannot bind the account to the thief's phone.
 */
export async function startTotpSetup(
  ctx: AdminContext,
): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const user = await ownUser(ctx);
  if (user.totpSecret) throw conflict(TOTP_ALREADY_ON);
  const secret = generateTotpSecret();
  user.totpPendingSecret = secret;
  await ctx.em.flush();
  const url = otpauthUrl(await issuerName(ctx.em), user.username, secret);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl: url, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * POST /api/admin/account/totp/confirm { code, password }: the current password (a stolen
 * session cannot bind its own authenticator) and the first code turn TOTP on; ten recovery
 * codes, shown once. The other sessions end and this one gets a new id.
 */
export async function confirmTotp(
  ctx: AdminContext,
  input: { code: string; password: string },
): Promise<{ recoveryCodes: string[] }> {
  const { code } = input;
  const user = await ownUser(ctx);
  if (!user.totpPendingSecret) throw conflict('Önce kurulumu başlatın.');
  await confirmPassword(ctx, user, input.password, 'password');
  const step = verifyTotp(user.totpPendingSecret, code, Date.now());
  if (step === null) throw fieldRefusal('code', 'account.totpWrong');
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await ctx.em.transactional(async (em) => {
    await em.nativeUpdate(
      User,
      { id: user.id },
      { totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpLastStep: step },
    );
    await em.nativeDelete(RecoveryCode, { user: user.id });
    for (const text of recoveryCodes) em.create(RecoveryCode, { user: user.id, codeHash: hashRecoveryCode(text) });
  });
  await rotateSession(ctx);
  return { recoveryCodes };
}

/**
 * DELETE /api/admin/account/totp { password }: turns TOTP off and drops the recovery codes; the
 * other sessions end and this one gets a new id.
 */
export async function disableTotp(ctx: AdminContext, password: string): Promise<{ ok: true }> {
  const user = await ownUser(ctx);
  await confirmPassword(ctx, user, password, 'password');
  await ctx.em.transactional(async (em) => {
    await em.nativeUpdate(User, { id: user.id }, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
    await em.nativeDelete(RecoveryCode, { user: user.id });
  });
  await rotateSession(ctx);
  return { ok: true };
}
