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
  return (err, req, res, _next) => {
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
    const status = typeof err?.status === 'number' ? err.status : 500;
    if (err?.type === 'entity.too.large') return sendError(res, 413, 'body_too_large');
    if (err?.type === 'entity.parse.failed') return sendError(res, 400, 'malformed_json');
    if (status >= 400 && status < 500) return sendError(res, status, 'bad_request');
    logger.error({ err, url: redactUrl(req.originalUrl) }, 'backend error');
    sendError(res, 500, 'server_error');
  };
}
