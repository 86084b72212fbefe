import type { ErrorRequestHandler } from 'express';
import { DB_RETRY_AFTER_S, DB_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './errors.ts';

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'Geçersiz istek.',
  404: 'Bulunamadı.',
  413: 'İstek gövdesi çok büyük.',
  415: 'Desteklenmeyen içerik türü.',
};

/** The one error handler: 4xx keep a clear message, 5xx say nothing about the internals. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status = Number((error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode);
  if (res.headersSent) {
    req.log?.error({ err: error }, 'error after headers were sent');
    res.destroy();
    return;
  }
  if (status >= 400 && status < 500) {
    const type = (error as { type?: string }).type;
    const message =
      type === 'entity.parse.failed' ? 'Gövde geçerli bir JSON değil.' : (CLIENT_MESSAGES[status] ?? 'Geçersiz istek.');
    res.status(status).json({ message });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    res.setHeader('Retry-After', String(DB_RETRY_AFTER_S));
    res.status(503).json({ message: DB_UNAVAILABLE_MESSAGE, requestId: req.id });
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: 'Beklenmeyen bir hata oluştu.', requestId: req.id });
};
