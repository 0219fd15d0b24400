// Errors that become `{success:false, code, message}` with their status (codes
// and their English text: shared/api-errors.ts); anything else becomes a 500
// without details.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

import { type ApiErrorCode, type ApiErrorParams, apiErrorText } from '../shared/api-errors';
import { redactUrl } from '../shared/log-redaction';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly params?: ApiErrorParams,
    /** Per-field problems: field → English text (and `fieldCodes` beside it). */
    readonly errors?: Record<string, string>,
    readonly fieldCodes?: Record<string, string>,
  ) {
    super(apiErrorText(code, params));
  }
}

/** Writes an error answer: the stable code, its English sentence and any params. */
export function sendError(res: Response, status: number, code: ApiErrorCode, params?: ApiErrorParams): void {
  res.status(status).json({ success: false, code, message: apiErrorText(code, params), ...(params ? { params } : {}) });
}

export const notFound: RequestHandler = (_req, res) => sendError(res, 404, 'not_found');

export function errorHandler(logger: Logger): ErrorRequestHandler {
  // Express knows an error handler by its four parameters, so `_next` stays though unused.
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return void res.end();
    if (err instanceof HttpError) {
      return void res.status(err.status).json({
        success: false,
        code: err.code,
        message: err.message,
        ...(err.params ? { params: err.params } : {}),
        ...(err.errors ? { errors: err.errors } : {}),
        ...(err.fieldCodes ? { fieldCodes: err.fieldCodes } : {}),
      });
    }
    // body-parser's and http-errors' errors carry a status and a type; anything else may be thrown too.
    const fields: { status?: unknown; type?: unknown } = typeof err === 'object' && err !== null ? err : {};
    const status = typeof fields.status === 'number' ? fields.status : 500;
    if (fields.type === 'entity.too.large') {
      sendError(res, 413, 'body_too_large');
      return;
    }
    if (fields.type === 'entity.parse.failed') {
      sendError(res, 400, 'malformed_json');
      return;
    }
    if (status >= 400 && status < 500) {
      sendError(res, status, 'bad_request');
      return;
    }
    logger.error({ err, url: redactUrl(req.originalUrl) }, 'backend error');
    sendError(res, 500, 'server_error');
  };
}
