import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailOutbox, PasswordResetToken, Session, User } from '../db/entities/index.ts';
import { createAdminRow } from '../test/admin-rows.ts';
import { createTestDatabase } from '../test/harness.ts';
import { verifyPassword } from './password.ts';
import { confirmPasswordReset, RESET_MAILS_PER_WINDOW, requestPasswordReset } from './password-reset.ts';

const context = { publicUrl: 'https://ajans.example', from: 'no-reply@ajans.example', linkSecret: undefined };
let orm: MikroORM;
let userId: number;

const mails = async () => orm.em.fork().find(MailOutbox, { kind: 'password_reset' }, { orderBy: { id: 'asc' } });
const tokenOf = (mail: MailOutbox) => /token=([\w-]+)/.exec(mail.textBody ?? '')?.[1] ?? '';

beforeAll(async () => {
  orm = await createTestDatabase();
  const em = orm.em.fork();
  const user = createAdminRow(em, { username: 'ayse', email: 'Ayse@Ajans.example' });
  createAdminRow(em, { username: 'gone', email: 'gone@ajans.example', disabled: true });
  await em.flush();
  userId = user.id;
});
afterAll(async () => {
  await orm?.close(true);
});

describe('password reset by e-mail', () => {
  it('mails nothing for an unknown or disabled address, and the caller cannot tell', async () => {
    await expect(
      requestPasswordReset(orm.em.fork(), { email: 'nobody@ajans.example' }, context),
    ).resolves.toBeUndefined();
    await expect(
      requestPasswordReset(orm.em.fork(), { email: 'gone@ajans.example' }, context),
    ).resolves.toBeUndefined();
    await expect(
      requestPasswordReset(orm.em.fork(), { email: 'a_se@ajans.example' }, context),
    ).resolves.toBeUndefined();
    expect(await mails()).toEqual([]);
  });

  it('mails a single-use link in the asked language; the password changes and every session ends', async () => {
    const em = orm.em.fork();
    em.create(Session, {
      id: 'a'.repeat(64),
      user: userId,
      expiresAt: new Date(Date.now() + 60_000),
      createdAt: new Date(),
      publicId: 'session-1',
      lastSeenAt: new Date(),
    } as never);
    await em.flush();
    await requestPasswordReset(orm.em.fork(), { email: ' ayse@ajans.EXAMPLE ', language: 'de' }, context);
    const [mail] = await mails();
    expect(mail.recipient).toBe('Ayse@Ajans.example');
    expect(mail.subject).toContain('Passwort zurücksetzen');
    expect(mail.textBody).toContain('https://ajans.example/admin/reset-password?token=');
    const token = tokenOf(mail);
    expect(token.length).toBeGreaterThan(40);

    await expect(confirmPasswordReset(orm.em.fork(), { token, password: 'password123' })).rejects.toMatchObject({
      message: expect.any(String),
    });
    await confirmPasswordReset(orm.em.fork(), { token, password: 'violet-harbor-lantern-42' });
    const user = await orm.em.fork().findOneOrFail(User, { id: userId }, { populate: ['passwordHash'] });
    expect(await verifyPassword(user.passwordHash, 'violet-harbor-lantern-42')).toBe(true);
    expect(await orm.em.fork().count(Session, { user: userId })).toBe(0);

    // Used once: the same link again is refused and changes nothing.
    await expect(
      confirmPasswordReset(orm.em.fork(), { token, password: 'another-long-passphrase-7' }),
    ).rejects.toThrow();
    const again = await orm.em.fork().findOneOrFail(User, { id: userId }, { populate: ['passwordHash'] });
    expect(again.passwordHash).toBe(user.passwordHash);
  });

  it('refuses an expired or unknown link', async () => {
    await requestPasswordReset(orm.em.fork(), { email: 'ayse@ajans.example' }, context);
    const token = tokenOf((await mails()).at(-1) as MailOutbox);
    await orm.em.fork().nativeUpdate(PasswordResetToken, { usedAt: null }, { expiresAt: new Date(Date.now() - 1000) });
    await expect(
      confirmPasswordReset(orm.em.fork(), { token, password: 'violet-harbor-lantern-43' }),
    ).rejects.toThrow();
    await expect(
      confirmPasswordReset(orm.em.fork(), { token: 'x'.repeat(43), password: 'violet-harbor-lantern-43' }),
    ).rejects.toThrow();
  });

  it(`sends at most ${RESET_MAILS_PER_WINDOW} links an hour per account`, async () => {
    for (let i = 0; i < RESET_MAILS_PER_WINDOW + 2; i++) {
      await requestPasswordReset(orm.em.fork(), { email: 'ayse@ajans.example' }, context);
    }
    const recent = await orm.em
      .fork()
      .count(PasswordResetToken, { user: userId, createdAt: { $gt: new Date(Date.now() - 3_600_000) } });
    expect(recent).toBe(RESET_MAILS_PER_WINDOW);
  });
});
