import http from 'node:http';
import type { Request, RequestHandler } from 'express';
import { sendError } from './errors.ts';

/** Headers must arrive within 15 s (Node checks every second, so a trickle is cut at 15-16 s). */
export const HEADERS_TIMEOUT_MS = 15_000;
/** A request body (JSON, tRPC) must arrive within 30 s of the request's start. */
export const BODY_TIMEOUT_MS = 30_000;
/** Uploads may take 120 s: Node's own requestTimeout, the outer bound of every request. */
export const UPLOAD_TIMEOUT_MS = 120_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often Node checks the two timeouts above (its default of 30 s let a trickle live ~50 s). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** The HTTP server of the app (and of the tests), with the timeouts of the security baseline. */
export function createHttpServer(handler?: http.RequestListener): http.Server {
  const server = http.createServer({
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: UPLOAD_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  });
  if (handler) server.on('request', handler);
  return server;
}

/**
 * Cuts a request whose body has not fully arrived BODY_TIMEOUT_MS after it started (408, then
 * the connection is closed), except on the upload routes, which Node's requestTimeout bounds.
 */
export function bodyTimeout(isUpload: (req: Request) => boolean, timeoutMs = BODY_TIMEOUT_MS): RequestHandler {
  return (req, res, next) => {
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody || req.complete || isUpload(req)) return next();
    const timer = setTimeout(() => {
      if (req.complete) return;
      req.log?.warn({ path: req.path }, 'request body too slow: cut');
      if (!res.headersSent) {
        res.setHeader('Connection', 'close');
        sendError(res, 'REQUEST_TIMEOUT', 'İstek zamanında tamamlanmadı.');
      }
      // The body parser is still waiting for bytes that will not come: end the connection.
      res.once('finish', () => req.socket.destroy());
      if (res.headersSent && res.writableFinished) req.socket.destroy();
    }, timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    req.once('end', clear);
    req.once('close', clear);
    res.once('close', clear);
    next();
  };
}
