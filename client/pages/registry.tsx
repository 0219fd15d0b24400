// Page kind → code-split module. The server and the browser entry preload the
// page of the first URL before rendering, so neither side suspends on it and
// hydration sees the same tree; later navigations load on demand.
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { useParams } from 'react-router';
import type { PageKind, RouteEntry } from '../../shared/routes';
import { PageLoading } from '../components/PageLoading';

export interface PageProps {
  route: RouteEntry;
  params: Record<string, string | undefined>;
}

type PageModule = { default: ComponentType<PageProps> };

const LOADERS: Record<PageKind, () => Promise<PageModule>> = {
  home: () => import('./HomePage'),
  product: () => import('./ProductPage'),
  category: () => import('./CategoryPage'),
  juices: () => import('./JuicesPage'),
  search: () => import('./SearchPage'),
  'cart-store': () => import('./CartStorePage'),
  cart: () => import('./CartPage'),
  checkout: () => import('./CheckoutPage'),
  login: () => import('./LoginPage'),
  'reset-password': () => import('./ResetPasswordPage'),
  'email-verify': () => import('./EmailVerifyPage'),
  notifications: () => import('./NotificationsPage'),
  'order-history': () => import('./OrderHistoryPage'),
  'order-detail': () => import('./OrderDetailPage'),
  states: () => import('./StatesPage'),
  'our-story': () => import('./StaticPage'),
  journey: () => import('./JourneyPage'),
  static: () => import('./StaticPage'),
  'not-found': () => import('./NotFoundPage'),
};

const loaded = new Map<PageKind, ComponentType<PageProps>>();
const lazyPages = new Map<PageKind, ComponentType<PageProps>>();

export async function preloadPage(kind: PageKind): Promise<void> {
  if (loaded.has(kind)) return;
  const mod = await LOADERS[kind]();
  loaded.set(kind, mod.default);
}

function lazyPage(kind: PageKind): ComponentType<PageProps> {
  let page = lazyPages.get(kind);
  if (!page) {
    page = lazy(async () => {
      await preloadPage(kind);
      return { default: loaded.get(kind)! };
    });
    lazyPages.set(kind, page);
  }
  return page;
}

export function PageView({ route }: { route: RouteEntry }) {
  const params = useParams();
  useEffect(() => {
    // The Journey page and every other page open at the top.
    window.scrollTo(0, 0);
  }, [route.id, params.orderId]);
  const Loaded = loaded.get(route.page);
  if (Loaded) return <Loaded route={route} params={params} />;
  const Lazy = lazyPage(route.page);
  return (
    <Suspense fallback={<PageLoading />}>
      <Lazy route={route} params={params} />
    </Suspense>
  );
}
