import type { ErrorRequestHandler } from 'express';
import type { ApiErrorCode } from '../../src/shared/api-errors.ts';
import { DB_RETRY_AFTER_S, DB_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, sendError } from './errors.ts';

/** 4xx errors raised by Express and its body parsers, by status or body-parser type. */
const CLIENT_ERRORS: Record<number, [ApiErrorCode, string]> = {
  400: ['MALFORMED_REQUEST', 'Geçersiz istek.'],
  404: ['NOT_FOUND', 'Bulunamadı.'],
  408: ['REQUEST_TIMEOUT', 'İstek zamanında tamamlanmadı.'],
  413: ['PAYLOAD_TOO_LARGE', 'İstek gövdesi çok büyük.'],
  415: ['UNSUPPORTED_CONTENT_TYPE', 'Desteklenmeyen içerik türü.'],
};

/** The one error handler: 4xx keep a clear message and code, 5xx say nothing about the internals. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status = Number((error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode);
  if (res.headersSent) {
    req.log?.error({ err: error }, 'error after headers were sent');
    res.destroy();
    return;
  }
  if (status >= 400 && status < 500) {
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      sendError(res, 'MALFORMED_REQUEST', 'Gövde geçerli bir JSON değil.');
      return;
    }
    const [code, message] = CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400];
    sendError(res, code, message);
    return;
  }
  if (isDatabaseUnavailable(error)) {
    sendError(res, 'SERVICE_UNAVAILABLE', DB_UNAVAILABLE_MESSAGE, { requestId: req.id, retryAfterS: DB_RETRY_AFTER_S });
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  sendError(res, 'INTERNAL_ERROR', 'Beklenmeyen bir hata oluştu.', { requestId: req.id });
};
