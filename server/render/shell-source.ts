// What a page's shell is rendered from: data in which nothing is any
// shopper's own, so a shell can never carry one shopper's cart, name or
// orders to another (docs/decisions/033-personal-pages-from-a-shell.md).
import type { StaticHandlerContext } from 'react-router';

import type { RootData } from '../../client/router/root-data';
import { decodeConsent } from '../../shared/consent';
import type { ServerCookieJar } from '../cookie-jar';
import { ANONYMOUS } from '../session';

/** The root loader's answer for a visitor with no cookies. */
export const ANONYMOUS_ROOT: RootData = { session: ANONYMOUS, cart: [], coupon: null, consent: decodeConsent(undefined), flash: null, unread: null };

/**
 * A personal or account page's data with the shopper left out: the frame's as
 * an anonymous visitor's, the page's own as nothing (all of that page is a
 * hole, client/router/routes.tsx).
 */
export function withoutShoppersData(result: StaticHandlerContext): StaticHandlerContext {
  const loaderData = Object.fromEntries(
    Object.entries(result.loaderData).map(([id, value]: [string, unknown]) => [id, id === 'root' ? ANONYMOUS_ROOT : id === 'pages' ? value : null]),
  );
  return { ...result, loaderData, actionData: null };
}

/** The cookies of a visitor who has none, for the anonymous request a public page's shell is rendered from: nothing read, nothing written. */
export function noCookies(): ServerCookieJar {
  return { has: () => false, names: () => [], get: () => undefined, set: () => undefined, remove: () => undefined, header: () => '', absorb: () => undefined };
}
