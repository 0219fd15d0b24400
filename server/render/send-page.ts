// Sends a page made for one request from pieces (a personal page from its
// shell, server/render/gzip-pieces.ts): gzip when the client takes it — the
// shared pieces were compressed once, so this costs next to nothing — else as
// it is; and kept by nothing.
import type { Request, Response } from 'express';

import { gzipOf, type Piece, rawOf } from './gzip-pieces';

export interface SentPage {
  status: number;
  vary: string;
  cacheControl: string;
  /** What the X-Page-Cache header says about where the page came from. */
  source: string;
}

export function sendPage(req: Request, res: Response, pieces: Piece[], page: SentPage): void {
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  sendBody(req, res, gzip ? gzipOf(pieces) : rawOf(pieces), gzip ? 'gzip' : null, page);
}

/** A whole HTML body in the encoding given, with the page's headers (the render cache's pages and a shell's). */
export function sendBody(req: Request, res: Response, body: Buffer, encoding: string | null, page: SentPage): void {
  res.status(page.status).set({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': page.cacheControl,
    Vary: `${page.vary}, Accept-Encoding`,
    'Content-Length': String(body.length),
    'X-Page-Cache': page.source,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') return void res.end();
  res.end(body);
}
