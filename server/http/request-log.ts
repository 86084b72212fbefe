import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.ts';

const INCOMING_ID = /^[\w.-]{8,64}$/;

/** The request's id: the client's X-Request-Id if it looks like one, else a new UUID. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** The line logged when a request finishes (the fast path in front of Express logs the same). */
export function logRequest(log: Logger, method: string | undefined, path: string, status: number, started: bigint) {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const line = { method, path, status, ms: Math.round(ms * 10) / 10 };
  if (status >= 500) log.error(line, 'request');
  else log.info(line, 'request');
}

/** Gives each request an id (X-Request-Id) and logs one JSON line when it finishes. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    req.id = requestIdOf(req.get('x-request-id'));
    req.log = logger.child({ reqId: req.id });
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    // Read now: a router mounted at a path (/trpc, /api, /assets) strips it from req.path.
    const path = req.path;
    res.on('finish', () => logRequest(req.log, req.method, path, res.statusCode, started));
    next();
  };
}
