import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import { Session, User } from '../db/entities/index.ts';

/** The database keeps only the SHA-256 of a session token: a leaked table cannot be replayed. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

function toDatabaseUser(user: User): DatabaseUser {
  return {
    id: user.id,
    attributes: {
      username: user.username,
      role: user.role,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      email: user.email ?? null,
      profileImageUrl: user.profileImageUrl ?? null,
    },
  };
}

function attributesOf(row: Session): DatabaseSession['attributes'] {
  return {
    createdAt: row.createdAt,
    publicId: row.publicId,
    ip: row.ip ?? null,
    userAgent: row.userAgent ?? null,
    lastSeenAt: row.lastSeenAt ?? null,
  };
}

/** At most one last-seen write per session and minute. */
export const LAST_SEEN_EVERY_MS = 60_000;

/** Records a session's latest request (time and address), at most once a minute. */
export function markSessionSeen(orm: MikroORM) {
  return async (sessionId: string, lastSeenAt: Date | null, ip: string | null): Promise<void> => {
    const now = new Date();
    if (lastSeenAt && now.getTime() - lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return;
    await orm.em.fork().nativeUpdate(Session, { id: hashSessionId(sessionId) }, { lastSeenAt: now, ip });
  };
}

/** Lucia's seven adapter methods on MikroORM; each runs in its own fork of the entity manager. */
export function createSessionAdapter(orm: MikroORM): Adapter {
  const em = () => orm.em.fork();
  return {
    async getSessionAndUser(sessionId) {
      const row = await em().findOne(Session, { id: hashSessionId(sessionId) }, { populate: ['user'] });
      if (!row) return [null, null];
      const session: DatabaseSession = {
        id: sessionId,
        userId: row.user.id,
        expiresAt: row.expiresAt,
        attributes: attributesOf(row),
      };
      // A disabled user has no valid session (Lucia then deletes it).
      return [session, row.user.disabled ? null : toDatabaseUser(row.user)];
    },
    async getUserSessions(userId) {
      const rows = await em().find(Session, { user: userId });
      // Only hashes are stored: listed sessions carry the hash as their id.
      return rows.map((row) => ({
        id: row.id,
        userId,
        expiresAt: row.expiresAt,
        attributes: attributesOf(row),
      }));
    },
    async setSession(session) {
      const fork = em();
      fork.create(Session, {
        id: hashSessionId(session.id),
        user: fork.getReference(User, session.userId),
        expiresAt: session.expiresAt,
        createdAt: session.attributes.createdAt,
        publicId: session.attributes.publicId,
        ip: session.attributes.ip,
        userAgent: session.attributes.userAgent,
        lastSeenAt: session.attributes.lastSeenAt,
      });
      await fork.flush();
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      await em().nativeUpdate(Session, { id: hashSessionId(sessionId) }, { expiresAt });
    },
    async deleteSession(sessionId) {
      await em().nativeDelete(Session, { id: hashSessionId(sessionId) });
    },
    async deleteUserSessions(userId) {
      await em().nativeDelete(Session, { user: userId });
    },
    async deleteExpiredSessions() {
      await em().nativeDelete(Session, { expiresAt: { $lte: new Date() } });
    },
  };
}
