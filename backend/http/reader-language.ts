// The language a reader asks the API to word things in (notifications, the
// data export): `?lng=`, else the first of Accept-Language; the translator
// falls back to English for anything else.
import type { Request } from 'express';

export function readerLanguage(req: Request): unknown {
  return typeof req.query.lng === 'string' ? req.query.lng : req.acceptsLanguages()[0];
}
