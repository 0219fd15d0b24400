// The root route: every page's frame (header, main, footer) and what it needs
// from the request — session, cart, coupon, consent, the unread count and a
// message left by a form post. In the browser its loader also follows the
// language of the URL (/hi/... → Hindi), loading the dictionary first.
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, Outlet, ScrollRestoration, type ShouldRevalidateFunctionArgs, useRevalidator } from 'react-router';

import { CART_COOKIE, COUPON_COOKIE, decodeCart, decodeCoupon } from '../../shared/cart-cookie';
import { CONSENT_COOKIE, decodeConsent } from '../../shared/consent';
import { PIN_COOKIE } from '../../shared/cookie-names';
import { FLASH_COOKIE, isFlashId } from '../../shared/flash';
import { browserApi } from '../api/browser';
import { unreadCountOf } from '../api/notifications';
import { FallbackScreen } from '../components/FallbackScreen';
import { FlashNotice } from '../components/FlashNotice';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { ToastHost } from '../components/ToastHost';
import { TranslationStatus } from '../components/TranslationStatus';
import { useHeadingFaceOnNavigation } from '../hooks/useHeadingFaceOnNavigation';
import { useRootData } from '../hooks/useRootData';
import { applyLanguage } from '../i18n/switch-language';
import { Hole, Shared } from '../render-pass';
import { type AppServices, services } from './app-context';
import { currentBrowserServices } from './browser-services';
import { pageLanguage } from './page-language';
import type { RootData } from './root-data';

export async function loader({ request, params, context }: LoaderFunctionArgs): Promise<RootData> {
  const app = services(context);
  if (app.side === 'browser') await applyLanguage(app.i18n, await pageLanguage(request, params, app));
  const session = await app.session.resolve();
  return {
    session,
    cart: decodeCart(app.cookies.get(CART_COOKIE)),
    coupon: decodeCoupon(app.cookies.get(COUPON_COOKIE)),
    consent: decodeConsent(app.cookies.get(CONSENT_COOKIE)),
    flash: app.side === 'server' ? takeFlash(app) : null,
    unread: app.side === 'server' && session.status === 'authenticated' ? await unreadCount(app) : null,
    // A PIN code (shared/pin-code.ts), read here without it: the header is on every page, and every byte of it counts.
    pin: /^[1-9]\d{5}$/.exec(app.cookies.get(PIN_COOKIE) ?? '')?.[0],
  };
}

function takeFlash(app: AppServices) {
  const id = app.cookies.get(FLASH_COOKIE);
  if (id === undefined) return null;
  app.cookies.remove(FLASH_COOKIE);
  return isFlashId(id) ? id : null;
}

async function unreadCount(app: AppServices): Promise<number | null> {
  const result = await app.api.unreadCount();
  return result.ok ? unreadCountOf(result.data) : null;
}

/** Session, cart and language only change by a form post or a new URL; nothing to re-read otherwise. */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return true;
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.searchParams.get('lng') !== nextUrl.searchParams.get('lng')) return defaultShouldRevalidate;
  return false;
}

export function Shell() {
  const { t } = useTranslation();
  useHydratedMarker();
  useSessionCheck();
  useHeadingFaceOnNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <TranslationStatus />
      <Hole>
        <FlashNotice />
      </Hole>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Shared>
        <Footer />
        <ToastHost />
        <ScrollRestoration />
      </Shared>
    </>
  );
}

/** A render failure of the frame itself: the fallback screen alone. */
export function RootError() {
  return (
    <main id="main" className="site-main">
      <FallbackScreen />
    </main>
  );
}

/** A marker for tests and monitoring: the document is interactive from here. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/**
 * The server read the session while rendering; a signed-in page checks again
 * once it runs, since the session may have ended since the HTML was made
 * (401 signs out, other failures are ignored).
 */
function useSessionCheck() {
  const { session } = useRootData();
  const { revalidate } = useRevalidator();
  const signedIn = session.status === 'authenticated';
  // Once per page load (the effect has no dependencies): later changes come from the app's own forms.
  const checkSession = useEffectEvent(() => {
    if (!signedIn) return undefined;
    let cancelled = false;
    void browserApi.isAuth().then((auth) => {
      if (cancelled || auth.ok || auth.status !== 401) return;
      currentBrowserServices()?.session.set({ status: 'anonymous' });
      void revalidate();
    });
    return () => {
      cancelled = true;
    };
  });
  useEffect(() => checkSession(), []);
}
