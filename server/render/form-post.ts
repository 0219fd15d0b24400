// A form posted to a page: a form (urlencoded or multipart), small, and from
// this site. Anything else is answered here and never reaches an action.
//
// Where it comes from, in the order that decides (docs/security.md, login
// CSRF): the browser's own Sec-Fetch-Site (same-origin, or none: typed or
// bookmarked), which no page can forge; else an Origin that is this site;
// else — no Sec-Fetch-Site, and an Origin missing or "null", which any site
// can make a browser send — the form token, which must repeat the token
// cookie of a page this site rendered.
import type { Request, Response } from 'express';

import { CSRF_COOKIE, CSRF_FIELD } from '../../shared/csrf';
import { UPLOAD_BODY_LIMIT, UPLOAD_PAGES } from '../../shared/enquiries';
import { splitLanguagePrefix } from '../../shared/language-path';
import type { ServerCookieJar } from '../cookie-jar';
import { readBody } from './request';

/** Form posts are small (the largest is the checkout's), but for the pages that upload a résumé. */
const FORM_BODY_LIMIT = 64 * 1024;

/** How large a post to this path may be. */
export function formBodyLimit(pathname: string): number {
  const { rest } = splitLanguagePrefix(pathname);
  return UPLOAD_PAGES.some((page) => rest === `/${page}`) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

type Verdict = 'this site' | 'another site' | 'undecided';

/** What the browser's headers say of where a post comes from. */
export function postedFrom(req: Request, publicUrl: string): Verdict {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none' ? 'this site' : 'another site';
  const origin = req.get('origin');
  if (!origin || origin === 'null') return 'undecided';
  return origin === new URL(publicUrl).origin || origin === `${req.protocol}://${req.get('host')}` ? 'this site' : 'another site';
}

/** The form field a body carries (urlencoded or multipart), or null. */
async function formField(req: Request, body: Buffer, name: string): Promise<string | null> {
  try {
    const form = await new globalThis.Request('http://form.invalid/', {
      method: 'POST',
      headers: { 'content-type': req.get('content-type') ?? '' },
      body: new Uint8Array(body),
    }).formData();
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Whether an undecided post carries the token of the page it came from. */
async function carriesToken(req: Request, body: Buffer, cookies: ServerCookieJar): Promise<boolean> {
  const expected = cookies.get(CSRF_COOKIE);
  if (!expected || expected.length < 20) return false;
  return (await formField(req, body, CSRF_FIELD)) === expected;
}

function refuse(res: Response, status: number, text: string): null {
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(text);
  return null;
}

/**
 * The body of a page request: undefined for a read, the form's bytes for a
 * post the page takes, or null when the post was refused (already answered).
 */
export async function readFormPost(req: Request, res: Response, publicUrl: string, cookies: ServerCookieJar): Promise<Buffer | undefined | null> {
  if (req.method !== 'POST') return undefined;
  if (!FORM_TYPES.test(req.get('content-type') ?? '')) return refuse(res, 415, 'Send a form');
  const from = postedFrom(req, publicUrl);
  // SameSite cookies keep the shopper's session out of another site's posts; this keeps the post out.
  if (from === 'another site') return refuse(res, 403, 'Forms are accepted from this site only');
  const body = await readBody(req, formBodyLimit(req.path));
  if (!body) return refuse(res, 413, 'Form too large');
  if (from === 'undecided' && !(await carriesToken(req, body, cookies))) return refuse(res, 403, 'Forms are accepted from this site only');
  return body;
}
