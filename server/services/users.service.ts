import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminUserOutput, CreateAdminUserInput, UpdateAdminUserInput } from '../../src/shared/account.ts';
import type { Paged, PageQuery } from '../../src/shared/paging.ts';
import { hashPassword } from '../auth/password.ts';
import { RecoveryCode, Session, User } from '../db/entities/index.ts';
import { conflict, conflictOnDuplicate, notFound } from '../domain/errors.ts';
import type { Context } from '../trpc/context.ts';
import { checkNewPassword, endSessionsOf, profileOf } from './account.service.ts';

/**
 * The admins: list, add, change, disable, delete. The first admin still comes from the
 * environment (ensureFirstAdmin). Nobody disables or deletes themselves or the last active
 * admin (409), and disabling or deleting an admin ends their sessions at once.
 */

export const USER_NOT_FOUND = 'Yönetici bulunamadı';
export const USERNAME_TAKEN = 'Bu kullanıcı adı zaten kullanılıyor';
export const NOT_YOURSELF = 'Kendi hesabınızı devre dışı bırakamaz veya silemezsiniz';
export const LAST_ADMIN = 'Son etkin yönetici devre dışı bırakılamaz veya silinemez';
export const OWN_TOTP = 'Kendi iki adımlı doğrulamanızı Hesabım ekranından (şifrenizle) kapatın';

type AdminContext = Context & { auth: NonNullable<Context['auth']> };

/** The latest activity of each user's sessions (an admin has a handful). */
async function lastSeenOf(em: EntityManager, userIds: number[]): Promise<Map<number, Date>> {
  const sessions = await em.find(Session, { user: { $in: userIds } }, { fields: ['user', 'lastSeenAt', 'createdAt'] });
  const latest = new Map<number, Date>();
  for (const session of sessions) {
    const seen = session.lastSeenAt ?? session.createdAt;
    const before = latest.get(session.user.id);
    if (!before || seen > before) latest.set(session.user.id, seen);
  }
  return latest;
}

function toOutput(user: User, lastSeen: Date | undefined, totpEnabled: boolean): AdminUserOutput {
  return {
    ...profileOf(user, totpEnabled),
    disabled: user.disabled,
    createdAt: user.createdAt.toISOString(),
    lastSeenAt: lastSeen?.toISOString() ?? null,
  };
}

async function withTotp(em: EntityManager, userIds: number[]): Promise<Set<number>> {
  const users = await em.find(User, { id: { $in: userIds }, totpSecret: { $ne: null } }, { fields: ['id'] });
  return new Set(users.map((user) => user.id));
}

async function outputs(em: EntityManager, users: User[]): Promise<AdminUserOutput[]> {
  const ids = users.map((user) => user.id);
  const [seen, totp] = await Promise.all([lastSeenOf(em, ids), withTotp(em, ids)]);
  return users.map((user) => toOutput(user, seen.get(user.id), totp.has(user.id)));
}

/** GET /api/admin/users: the admins, oldest first. */
export async function listAdminUsers(em: EntityManager, page: PageQuery): Promise<Paged<AdminUserOutput>> {
  const [users, total] = await em.findAndCount(
    User,
    { role: 'admin' },
    { orderBy: { id: 'asc' }, limit: page.pageSize, offset: (page.page - 1) * page.pageSize },
  );
  return { items: await outputs(em, users), total, page: page.page, pageSize: page.pageSize };
}

async function oneAdmin(em: EntityManager, id: number): Promise<User> {
  const user = await em.findOne(User, { id, role: 'admin' });
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/** POST /api/admin/users: a new admin with an initial password under the same rules. */
export async function createAdminUser(ctx: AdminContext, input: CreateAdminUserInput): Promise<AdminUserOutput> {
  checkNewPassword(input.password, input.username, 'password');
  const passwordHash = await hashPassword(input.password);
  const user = await conflictOnDuplicate(async () => {
    const created = ctx.em.create(User, {
      username: input.username,
      passwordHash,
      role: 'admin',
      email: input.email ?? null,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      profileImageUrl: input.profileImageUrl ?? null,
      disabled: input.disabled,
    });
    await ctx.em.flush();
    return created;
  }, USERNAME_TAKEN);
  return (await outputs(ctx.em, [user]))[0];
}

/**
 * Refuses to take away the last way in: the caller's own account, or the last admin that is
 * active. Checked under a lock of the admins' rows, so two admins disabling each other at the
 * same time cannot both succeed.
 */
async function guardRemoval(em: EntityManager, ctx: AdminContext, user: User): Promise<void> {
  if (user.id === ctx.auth.user.id) throw conflict(NOT_YOURSELF);
  const active: Array<{ id: number }> = await em.execute(
    "select id from users where role = 'admin' and not disabled order by id for update",
  );
  if (active.every((row) => row.id === user.id)) throw conflict(LAST_ADMIN);
}

/** PUT /api/admin/users/{id}: profile fields and `disabled` (disabling ends their sessions). */
export async function updateAdminUser(ctx: AdminContext, input: UpdateAdminUserInput): Promise<AdminUserOutput> {
  const { id, ...changes } = input;
  const user = await ctx.em.transactional(async (em) => {
    const row = await oneAdmin(em, id);
    if (changes.disabled === true && !row.disabled) {
      await guardRemoval(em, ctx, row);
      await endSessionsOf(em, row.id);
    }
    em.assign(row, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
    await conflictOnDuplicate(() => em.flush(), USERNAME_TAKEN);
    return row;
  });
  return (await outputs(ctx.em, [user]))[0];
}

/** DELETE /api/admin/users/{id}: the admin and (by cascade) their sessions and recovery codes. */
export async function deleteAdminUser(ctx: AdminContext, id: number): Promise<{ ok: true }> {
  await ctx.em.transactional(async (em) => {
    const row = await oneAdmin(em, id);
    await guardRemoval(em, ctx, row);
    await em.nativeDelete(Session, { user: row.id });
    await em.nativeDelete(User, { id: row.id });
  });
  return { ok: true };
}

/**
 * DELETE /api/admin/users/{id}/totp: another admin's two-step verification is reset (lost phone):
 * the secret and the recovery codes are gone and every session of theirs ends, so they sign in
 * again with the password alone and can set it up anew. Recorded in the audit log like every
 * admin write. Your own goes through the account screen, which asks for the password (409).
 */
export async function resetAdminTotp(ctx: AdminContext, id: number): Promise<AdminUserOutput> {
  const user = await ctx.em.transactional(async (em) => {
    const row = await oneAdmin(em, id);
    if (row.id === ctx.auth.user.id) throw conflict(OWN_TOTP);
    await em.nativeUpdate(User, { id: row.id }, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
    await em.nativeDelete(RecoveryCode, { user: row.id });
    await endSessionsOf(em, row.id);
    return row;
  });
  return (await outputs(ctx.em, [user]))[0];
}
