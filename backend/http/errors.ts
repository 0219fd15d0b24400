// Every failure answers `{success:false, code, message, params?}` (codes and
// their English text: shared/api-errors.ts). A code's status is decided here,
// once (docs/backend.md lists them); anything that is not a domain error or a
// body the parser refused becomes a 500 without details.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

import { type ApiErrorCode, type ApiErrorParams, apiErrorText } from '../../shared/api-errors';
import { redactUrl } from '../../shared/log-redaction';
import { DomainError } from '../store/domain-error';

/** Codes that are not a plain 400. */
const STATUS: Partial<Record<ApiErrorCode, number>> = {
  not_found: 404,
  notification_not_found: 404,
  order_not_found: 404,
  grievance_not_found: 404,
  signup_not_found: 400,
  not_authenticated: 401,
  staff_only: 403,
  not_permitted: 403,
  staff_exists: 409,
  status_move_refused: 409,
  grievance_state: 409,
  invalid_credentials: 401,
  email_taken: 409,
  order_not_cancellable: 409,
  order_not_payable: 409,
  out_of_stock: 409,
  stock_available: 409,
  payment_unavailable: 503,
  body_too_large: 413,
  rate_limited: 429,
  code_recently_sent: 429,
  server_error: 500,
};

export function statusOf(code: ApiErrorCode): number {
  return STATUS[code] ?? 400;
}

/** Writes an error answer: the stable code, its English sentence and any params (the status when it is not the code's own). */
export function sendError(res: Response, code: ApiErrorCode, params?: ApiErrorParams, status = statusOf(code)): void {
  res.status(status).json({ success: false, code, message: apiErrorText(code, params), ...(params ? { params } : {}) });
}

export const notFound: RequestHandler = (_req, res) => sendError(res, 'not_found');

export function errorHandler(logger: Logger): ErrorRequestHandler {
  // Express knows an error handler by its four parameters, so `_next` stays though unused.
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) return void res.end();
    if (err instanceof DomainError) {
      return void res.status(statusOf(err.code)).json({
        success: false,
        code: err.code,
        message: err.message,
        ...(err.params ? { params: err.params } : {}),
        ...(err.fields ?? {}),
      });
    }
    // body-parser's and http-errors' errors carry a status and a type; anything else may be thrown too.
    const fields: { status?: unknown; type?: unknown } = typeof err === 'object' && err !== null ? err : {};
    const status = typeof fields.status === 'number' ? fields.status : 500;
    if (fields.type === 'entity.too.large') {
      sendError(res, 'body_too_large');
      return;
    }
    if (fields.type === 'entity.parse.failed') {
      sendError(res, 'malformed_json');
      return;
    }
    if (status >= 400 && status < 500) {
      sendError(res, 'bad_request', undefined, status);
      return;
    }
    logger.error({ err, url: redactUrl(req.originalUrl) }, 'backend error');
    sendError(res, 'server_error');
  };
}
