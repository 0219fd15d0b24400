// The app's side of startup, loaded by the entry once React itself is running:
// the language instance, the router over the same routes as the server's
// (hydrating from its loader data), the code of the routes on the page, then
// hydration of the whole document inside a transition so React can yield to
// input while it works.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { isAdminPath } from '../../shared/admin-path';
import type { BootData } from '../../shared/boot';
import { formatINR } from '../../shared/money';
import { createI18n } from '../i18n/create';
import { appContext } from '../router/app-context';
import { createBrowserServices } from '../router/browser-services';
import type { RootData } from '../router/root-data';
import { createRoutes } from '../router/routes';
import { App } from './App';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

/** Loads a route's module into the route object, as the router would on navigation. */
async function resolveLazy(route: RouteObject): Promise<void> {
  if (typeof route.lazy !== 'function') return;
  const props = await route.lazy();
  Object.assign(route, props);
  delete route.lazy;
}

/** Each step ends with a yield, so no step and its neighbours make one long task. */
export async function startApp(boot: BootData, yieldToMain: () => Promise<void>) {
  const i18n = createI18n(boot.lng, boot.resources);
  const root = window.__staticRouterHydrationData?.loaderData?.root as RootData | undefined;
  const services = createBrowserServices(boot, i18n, root?.session ?? { status: 'anonymous' });
  await yieldToMain();
  // A page's first Intl.NumberFormat loads ICU's number data (17 ms on a
  // laptop, four times that on a phone): in a task of its own, not in
  // the middle of hydration, which formats every price on the page.
  formatINR(0, boot.lng);
  await yieldToMain();
  // The back office's branch comes only to its own pages (a chunk of its own).
  const routes = createRoutes(isAdminPath(location.pathname) ? (await import('../admin/routes')).adminRoutes() : []);
  // The first render must equal the server's: the matched routes' code comes first.
  try {
    await Promise.all((matchRoutes(routes, location) ?? []).map((m) => resolveLazy(m.route)));
  } catch {
    // A chunk that cannot load (a deploy replaced it): the server's page stays, and works without scripts.
    return i18n;
  }
  await yieldToMain();
  const router = createBrowserRouter(routes, {
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(appContext, services);
      return context;
    },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <App boot={boot} i18n={i18n}>
        <RouterProvider router={router} />
      </App>,
    );
  });
  return i18n;
}
