import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit } from '../audit/audit-log.ts';
import { LoginAccountState } from '../db/entities/abuse-counters.entity.ts';
import { RecoveryCode, User } from '../db/entities/index.ts';
import { endSessionsOf } from '../services/account.service.ts';
import { hashPassword } from './password.ts';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 20 characters without look-alikes (about 115 bits): strong, and typed without mistakes. */
export function operatorPassword(): string {
  // 256 is not a multiple of the alphabet's length: bytes past the last full round are drawn again.
  const limit = 256 - (256 % ALPHABET.length);
  let password = '';
  while (password.length < 20) {
    for (const byte of randomBytes(32))
      if (byte < limit && password.length < 20) password += ALPHABET[byte % ALPHABET.length];
  }
  return password;
}

/**
 * The server operator's way back into an account (`npm run admin:reset-password`): a new random
 * password, every session ended, the account's sign-in lockout cleared, and with `disableTotp`
 * two-step verification off; recorded in the activity log. Null when there is no such account.
 */
export async function operatorResetPassword(
  em: EntityManager,
  username: string,
  options: { disableTotp?: boolean } = {},
): Promise<{ username: string; password: string } | null> {
  const user = await em.findOne(User, { username: username.trim().toLowerCase() });
  if (!user) return null;
  const password = operatorPassword();
  await em.transactional(async (tx) => {
    const totpOff = options.disableTotp ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null } : {};
    await tx.nativeUpdate(User, { id: user.id }, { passwordHash: await hashPassword(password), ...totpOff });
    if (options.disableTotp) await tx.nativeDelete(RecoveryCode, { user: user.id });
    await tx.nativeDelete(LoginAccountState, { username: user.username });
    await endSessionsOf(tx, user.id);
  });
  await recordAudit(em, {
    actorId: null,
    actorName: 'server operator',
    action: options.disableTotp ? 'auth.operatorReset2fa' : 'auth.operatorResetPassword',
    target: String(user.id),
    ip: null,
    summary: `username=${user.username}`,
  });
  return { username: user.username, password };
}
