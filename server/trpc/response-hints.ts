import type { Response } from 'express';
import { setDeviceCookie } from '../auth/device-cookie.ts';
import type { AppLucia } from '../auth/lucia.ts';
import type { ResponseHints } from '../domain/response-hints.ts';

/** The services' ResponseHints over Express's response: headers and Set-Cookie lines. */
export function expressResponseHints(res: Response, lucia: AppLucia, secureCookies: boolean): ResponseHints {
  return {
    setRetryAfter: (seconds) => {
      res.setHeader('Retry-After', String(seconds));
    },
    setSessionCookie: (sessionId) => {
      res.append('Set-Cookie', lucia.createSessionCookie(sessionId).serialize());
    },
    clearSessionCookie: () => {
      res.append('Set-Cookie', lucia.createBlankSessionCookie().serialize());
    },
    setDeviceCookie: (key, username) => {
      setDeviceCookie(res, key, username, secureCookies);
    },
  };
}
