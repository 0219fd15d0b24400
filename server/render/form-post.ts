// A form posted to a page: a form (urlencoded or multipart), from this site,
// and small. Anything else is answered here and never reaches an action.
import type { Request, Response } from 'express';

import { readBody } from './request';

/** Form posts are small: the largest is the checkout's. */
const FORM_BODY_LIMIT = 64 * 1024;
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** A post the page handler will not take: not a form, or sent from another site. */
function refusal(req: Request, publicUrl: string): { status: number; text: string } | null {
  if (!FORM_TYPES.test(req.get('content-type') ?? '')) return { status: 415, text: 'Send a form' };
  // SameSite cookies keep the shopper's session out of another site's posts; this keeps the post out.
  const origin = req.get('origin');
  if (origin && origin !== 'null' && origin !== new URL(publicUrl).origin && origin !== `${req.protocol}://${req.get('host')}`) {
    return { status: 403, text: 'Forms are accepted from this site only' };
  }
  return null;
}

/**
 * The body of a page request: undefined for a read, the form's bytes for a
 * post the page takes, or null when the post was refused (already answered).
 */
export async function readFormPost(req: Request, res: Response, publicUrl: string): Promise<Buffer | undefined | null> {
  if (req.method !== 'POST') return undefined;
  const refused = refusal(req, publicUrl);
  if (refused) {
    res.status(refused.status).set('Cache-Control', 'no-store').type('text/plain').send(refused.text);
    return null;
  }
  const body = await readBody(req, FORM_BODY_LIMIT);
  if (!body) res.status(413).set('Cache-Control', 'no-store').type('text/plain').send('Form too large');
  return body;
}
