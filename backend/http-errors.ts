// Errors that become `{success:false, message}` with their status; anything
// else becomes a 500 without details.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, message: 'Not found' });
};

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return void res.end();
    if (err instanceof HttpError) {
      return void res.status(err.status).json({ success: false, message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    }
    const status = typeof err?.status === 'number' ? err.status : 500;
    if (err?.type === 'entity.too.large') return void res.status(413).json({ success: false, message: 'Request body is too large (32 KB at most)' });
    if (err?.type === 'entity.parse.failed') return void res.status(400).json({ success: false, message: 'Malformed JSON body' });
    if (status >= 400 && status < 500) return void res.status(status).json({ success: false, message: 'Bad request' });
    logger.error({ err, url: req.originalUrl }, 'backend error');
    res.status(500).json({ success: false, message: 'Server error. Please try again.' });
  };
}
