import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry, RecoveryCode, Session, User } from '../db/entities/index.ts';
import { createAdminRow } from '../test/admin-rows.ts';
import { createTestDatabase } from '../test/harness.ts';
import { operatorPassword, operatorResetPassword } from './operator-reset.ts';
import { verifyPassword } from './password.ts';

let orm: MikroORM;
let userId: number;

beforeAll(async () => {
  orm = await createTestDatabase();
  const em = orm.em.fork();
  const user = createAdminRow(em, { username: 'mehmet', totpSecret: 'JBSWY3DPEHPK3PXP' });
  await em.flush();
  userId = user.id;
  em.create(RecoveryCode, { user: userId, codeHash: 'f'.repeat(64) });
  em.create(Session, {
    id: 'b'.repeat(64),
    user: userId,
    expiresAt: new Date(Date.now() + 60_000),
    createdAt: new Date(),
    publicId: 'session-op',
  } as never);
  await em.flush();
});
afterAll(async () => {
  await orm?.close(true);
});

describe("the operator's password reset", () => {
  it('makes strong passwords from an alphabet without look-alikes', () => {
    const passwords = new Set(Array.from({ length: 50 }, operatorPassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[a-km-np-zA-HJ-NP-Z2-9]{20}$/);
  });

  it('sets a new password, ends the sessions, keeps two-step verification unless asked, and logs it', async () => {
    expect(await operatorResetPassword(orm.em.fork(), 'nobody')).toBeNull();
    const reset = await operatorResetPassword(orm.em.fork(), ' Mehmet ');
    expect(reset?.username).toBe('mehmet');
    const user = await orm.em.fork().findOneOrFail(User, { id: userId }, { populate: ['passwordHash', 'totpSecret'] });
    expect(await verifyPassword(user.passwordHash, reset?.password ?? '')).toBe(true);
    expect(user.totpSecret).toBe('JBSWY3DPEHPK3PXP');
    expect(await orm.em.fork().count(Session, { user: userId })).toBe(0);
    const [entry] = await orm.em.fork().find(AuditEntry, { action: 'auth.operatorResetPassword' });
    expect(entry).toMatchObject({ actorName: 'server operator', target: String(userId) });

    await operatorResetPassword(orm.em.fork(), 'mehmet', { disableTotp: true });
    const after = await orm.em.fork().findOneOrFail(User, { id: userId }, { populate: ['totpSecret'] });
    expect(after.totpSecret).toBeNull();
    expect(await orm.em.fork().count(RecoveryCode, { user: userId })).toBe(0);
  });
});
