import pino from 'pino';
import type { Env } from './env.ts';
import { boundedErrorForLog } from './http/errors.ts';

export type Logger = pino.Logger;

/** JSON-lines logger. Secrets are redacted wherever they might appear. */
export function createLogger(level: Env['logLevel']): Logger {
  return pino({
    level,
    base: undefined,
    // An error's message and fields can hold a whole body or thousands of issues: logged cut.
    serializers: { err: boundedErrorForLog },
    redact: {
      paths: ['password', '*.password', 'req.headers.cookie', 'res.headers["set-cookie"]', 'token', '*.token'],
      censor: '[redacted]',
    },
  });
}
