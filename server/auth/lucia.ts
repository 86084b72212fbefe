import type { MikroORM } from '@mikro-orm/postgresql';
import { Lucia, TimeSpan } from 'lucia';
import type { UserRole } from '../../src/shared/auth.ts';
import { createSessionAdapter } from './session-adapter.ts';

/** Idle timeout: Lucia slides the expiry while the session is used. */
export const SESSION_IDLE = new TimeSpan(30, 'm');
/** Absolute lifetime, checked against the session's createdAt. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** What a session records besides its user and expiry (the admin's session list shows them). */
export type SessionAttributes = {
  createdAt: Date;
  /** The id of the session in the admin's list: random, unrelated to the token. */
  publicId: string;
  ip: string | null;
  userAgent: string | null;
  lastSeenAt: Date | null;
};

type UserAttributes = {
  username: string;
  role: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
};

export function createLucia(orm: MikroORM, options: { secureCookies: boolean }) {
  return new Lucia(createSessionAdapter(orm), {
    sessionExpiresIn: SESSION_IDLE,
    sessionCookie: {
      // The __Host- prefix pins the cookie to our origin; browsers accept it only over https.
      name: options.secureCookies ? '__Host-session' : 'session',
      // A cookie that slides with the session (re-sent on refresh), not Lucia's 400-day default.
      expires: true,
      attributes: { secure: options.secureCookies, sameSite: 'lax', path: '/' },
    },
    getSessionAttributes: (attributes) => attributes,
    getUserAttributes: (attributes) => ({ ...attributes, role: attributes.role as UserRole }),
  });
}

export type AppLucia = ReturnType<typeof createLucia>;

declare module 'lucia' {
  interface Register {
    Lucia: AppLucia;
    UserId: number;
    DatabaseUserAttributes: UserAttributes;
    DatabaseSessionAttributes: SessionAttributes;
  }
}
