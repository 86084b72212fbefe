import type { Response } from 'express';
import { SYNC_TIME_HEADER } from '../../src/shared/sync.ts';
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
    setSyncTime: (isoTime) => {
      // A streamed list reads its later pages after the head is sent: the first page's time stays.
      if (!res.headersSent && !res.hasHeader(SYNC_TIME_HEADER)) res.setHeader(SYNC_TIME_HEADER, isoTime);
    },
  };
}
