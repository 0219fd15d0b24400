// Small pieces every route module's loader and action uses: where the request
// is, redirects that keep the language prefix, the sign-in gate and the answer
// to a successful form post.
import { data, redirect } from 'react-router';

import type { SessionUser } from '../../shared/boot';
import { FLASH_MESSAGES, type FlashId } from '../../shared/flash';
import { splitLanguagePrefix, withLanguagePrefix } from '../../shared/language-path';
import { pathTo } from '../../shared/routes';
import { safeRedirect } from '../../shared/safe-redirect';
import type { AppServices } from './app-context';

/** The request's own path and query ('/hi/account/orders?page=2'). */
export function hereOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** A local path under the request's language prefix, if it has one. */
export function localize(request: Request, path: string): string {
  return withLanguagePrefix(path, splitLanguagePrefix(new URL(request.url).pathname).lng);
}

/** The signed-in shopper, or a redirect to sign in that comes back here afterwards. */
export async function requireUser(request: Request, app: AppServices): Promise<SessionUser> {
  const session = await app.session.resolve();
  if (session.status === 'authenticated') return session.user;
  throw signInFirst(request);
}

export function signInFirst(request: Request): Response {
  return redirect(`${localize(request, pathTo('login'))}?redirect=${encodeURIComponent(hereOf(request))}`);
}

/**
 * The answer to a form post that worked. On the server (no JavaScript): 303 to
 * the page to show next, with the message for it (post/redirect/get). In the
 * browser: the message as a toast, and null — the page stays and re-reads its
 * data, unless `always` asks to go on to `to` there too.
 */
export function completed(app: AppServices, request: Request, options: { flash?: FlashId; to?: string; always?: boolean } = {}): Response | null {
  // An inline message is shown by its form from the action's answer: no toast for it.
  if (options.flash && (app.side === 'server' || !('inline' in FLASH_MESSAGES[options.flash]))) app.flash(options.flash);
  if (app.side === 'server' || options.always) return redirect(options.to ?? hereOf(request), 303);
  return null;
}

/** Where a form asked to go back to (its redirectTo field), if that is a path of this site. */
export function backTo(form: FormData, fallback: string): string {
  return safeRedirect(form.get('redirectTo'), fallback);
}

/** The posted form, or a 400 when the body is not one. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}

/** A text field of a posted form ('' when missing or a file), cut to a sane length. */
export function field(form: FormData, name: string, max = 500): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}
