import type { Request, Response } from 'express';
import { DB_RETRY_AFTER_S, DB_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, sendError } from '../http/errors.ts';

/**
 * The catch of an auth middleware that reads the database: an unreachable database answers 503
 * with Retry-After (never "anonymous"); any other error goes on to the error handler.
 */
export function sendDatabaseUnavailableOrRethrow(req: Request, res: Response, error: unknown): void {
  if (!isDatabaseUnavailable(error)) throw error;
  sendError(res, 'SERVICE_UNAVAILABLE', DB_UNAVAILABLE_MESSAGE, { requestId: req.id, retryAfterS: DB_RETRY_AFTER_S });
}
