import type { ErrorRequestHandler, Request, Response } from 'express';
import type { ApiErrorCode } from '../../src/shared/api-errors.ts';
import {
  boundedErrorForLog,
  DB_RETRY_AFTER_S,
  DB_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  sendError,
  sendTrpcStyleError,
} from './errors.ts';
import { INPUT_TOO_COMPLEX_MESSAGE } from './raw-input.ts';

/** 4xx errors raised by Express and its body parsers, by status or body-parser type. */
const CLIENT_ERRORS: Record<number, [ApiErrorCode, string]> = {
  400: ['MALFORMED_REQUEST', 'Geçersiz istek.'],
  404: ['NOT_FOUND', 'Bulunamadı.'],
  408: ['REQUEST_TIMEOUT', 'İstek zamanında tamamlanmadı.'],
  413: ['PAYLOAD_TOO_LARGE', 'İstek gövdesi çok büyük.'],
  415: ['UNSUPPORTED_CONTENT_TYPE', 'Desteklenmeyen içerik türü.'],
};

const BY_TYPE: Record<string, [ApiErrorCode, string]> = {
  'entity.parse.failed': ['MALFORMED_REQUEST', 'Gövde geçerli bir JSON değil.'],
  // A body over the raw budget, refused before it was parsed (json-body.ts).
  'input.too.complex': ['INPUT_TOO_COMPLEX', INPUT_TOO_COMPLEX_MESSAGE],
};

/** On /trpc the answer takes tRPC's error shape (the same fields, in `error`), elsewhere the REST one. */
function send(
  req: Request,
  res: Response,
  code: ApiErrorCode,
  message: string,
  extra: Parameters<typeof sendError>[3],
) {
  if (req.originalUrl.startsWith('/trpc/')) sendTrpcStyleError(res, code, message, extra);
  else sendError(res, code, message, extra);
}

/**
 * The one error handler: 4xx keep a clear message and code, 5xx say nothing about the internals.
 * Fixed texts only (a body-parser error carries the whole body and the parser's message), and the
 * logged error is cut to a few kB.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status = Number((error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode);
  if (res.headersSent) {
    req.log?.error({ err: boundedErrorForLog(error) }, 'error after headers were sent');
    res.destroy();
    return;
  }
  if (status >= 400 && status < 500) {
    const type = (error as { type?: string }).type;
    const [code, message] = (type && BY_TYPE[type]) || CLIENT_ERRORS[status] || CLIENT_ERRORS[400];
    send(req, res, code, message, {});
    return;
  }
  if (isDatabaseUnavailable(error)) {
    send(req, res, 'SERVICE_UNAVAILABLE', DB_UNAVAILABLE_MESSAGE, { requestId: req.id, retryAfterS: DB_RETRY_AFTER_S });
    return;
  }
  req.log?.error({ err: boundedErrorForLog(error) }, 'unhandled error');
  send(req, res, 'INTERNAL_ERROR', 'Beklenmeyen bir hata oluştu.', { requestId: req.id });
};
