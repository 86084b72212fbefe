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
        attributes: { createdAt: row.createdAt },
      };
      return [session, toDatabaseUser(row.user)];
    },
    async getUserSessions(userId) {
      const rows = await em().find(Session, { user: userId });
      // Only hashes are stored: listed sessions carry the hash as their id.
      return rows.map((row) => ({
        id: row.id,
        userId,
        expiresAt: row.expiresAt,
        attributes: { createdAt: row.createdAt },
      }));
    },
    async setSession(session) {
      const fork = em();
      fork.create(Session, {
        id: hashSessionId(session.id),
        user: fork.getReference(User, session.userId),
        expiresAt: session.expiresAt,
        createdAt: session.attributes.createdAt,
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
