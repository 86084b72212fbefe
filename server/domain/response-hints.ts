/**
 * The port through which a service asks for something besides the answer's body (a cookie, a
 * retry hint) without knowing the transport: the services never see Express's `res`. Both
 * transports (tRPC over HTTP and the REST mirror) implement it over the same response, in
 * server/trpc/response-hints.ts.
 */
export interface ResponseHints {
  /** The request was refused for now: the client may try again after this many seconds (Retry-After). */
  setRetryAfter(seconds: number): void;
  /** The session cookie of this session id (a sign-in, or a session that got a new id). */
  setSessionCookie(sessionId: string): void;
  /** An expired session cookie, so the browser forgets its session (sign-out). */
  clearSessionCookie(): void;
  /** The device cookie that marks this browser as known for the username (auth/device-cookie.ts). */
  setDeviceCookie(key: string, username: string): void;
  /** The sync time of an incremental read (X-Sync-Time); the first one set stays. */
  setSyncTime(isoTime: string): void;
}
