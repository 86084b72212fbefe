import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Language, normalizeLanguage } from '../../src/shared/languages.ts';
import { PasswordResetToken, User } from '../db/entities/index.ts';
import { fieldRefusal } from '../domain/errors.ts';
import { enqueueLinkMail, linkUrl } from '../mail/link-mail.ts';
import type { MailContext } from '../mail/mail-context.ts';
import { endSessionsOf } from '../services/account.service.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';

/** A link is good for 30 minutes and once (issue 22). */
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;
/** At most this many links per account in RESET_WINDOW_MS: a script cannot flood an admin's mailbox. */
export const RESET_MAILS_PER_WINDOW = 3;
export const RESET_WINDOW_MS = 60 * 60_000;
/** The admin page the link opens (src/admin/auth). */
export const PASSWORD_RESET_PATH = '/admin/reset-password';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /api/auth/password-reset { email }: mails a reset link to every active admin account with
 * this address, unless it had RESET_MAILS_PER_WINDOW links in the last hour. The caller answers
 * the same (202) whatever happened: nobody learns whether an address has an account. The mail
 * is written to the outbox in the same transaction as the link it carries.
 */
export async function requestPasswordReset(
  em: EntityManager,
  input: { email: string; language?: string | undefined },
  context: MailContext,
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const users = await em.find(User, { email: { $ilike: email }, disabled: false });
  const language = normalizeLanguage(input.language ?? 'tr');
  for (const user of users) {
    if (user.email?.toLowerCase() !== email) continue; // $ilike treats _ and % as patterns
    await em.transactional(async (tx) => {
      const recent = await tx.count(PasswordResetToken, {
        user: user.id,
        createdAt: { $gt: new Date(Date.now() - RESET_WINDOW_MS) },
      });
      if (recent >= RESET_MAILS_PER_WINDOW) return;
      const token = randomBytes(32).toString('base64url');
      tx.create(PasswordResetToken, {
        user: user.id,
        tokenHash: hashOf(token),
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
      });
      await tx.flush();
      await enqueueResetMail(tx, { to: user.email as string, username: user.username, token, language }, context);
    });
  }
}

async function enqueueResetMail(
  em: EntityManager,
  mail: { to: string; username: string; token: string; language: Language },
  context: MailContext,
): Promise<void> {
  const url = linkUrl(context, PASSWORD_RESET_PATH, mail.token, mail.language);
  await enqueueLinkMail(
    em,
    context,
    { kind: 'password_reset', to: mail.to, language: mail.language, url },
    (t, site) => ({
      subject: t('passwordResetSubject', { site }),
      body: t('passwordResetBody', { site, username: mail.username }),
      button: t('passwordResetButton'),
      ignore: t('passwordResetIgnore'),
    }),
  );
}

/**
 * POST /api/auth/password-reset/confirm { token, password }: a good link sets the password (under
 * the same rules as a change), is used up, and ends every session of the account. A used, expired
 * or unknown link is a 400 on `token`, the same for each, and changes nothing.
 */
export async function confirmPasswordReset(
  em: EntityManager,
  input: { token: string; password: string },
): Promise<{ userId: number; username: string }> {
  return em.transactional(async (tx) => {
    const link = await tx.findOne(
      PasswordResetToken,
      { tokenHash: hashOf(input.token), usedAt: null, expiresAt: { $gt: new Date() } },
      // Locked: two tabs sending the same link cannot both use it.
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const user = link ? await tx.findOne(User, { id: link.user.id }) : null;
    if (!link || !user || user.disabled) throw fieldRefusal('token', 'account.resetLink');
    const problem = passwordProblem(input.password, user.username);
    if (problem) throw fieldRefusal('password', problem);
    user.passwordHash = await hashPassword(input.password);
    link.usedAt = new Date();
    // Every other link of the account goes too: the newest password decides.
    await tx.nativeUpdate(PasswordResetToken, { user: user.id, usedAt: null }, { usedAt: new Date() });
    await tx.flush();
    await endSessionsOf(tx, user.id);
    return { userId: user.id, username: user.username };
  });
}
