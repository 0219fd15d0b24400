// The route table as data: the router on both sides (client/router/routes.ts),
// the metadata, the sitemap and robots.txt all read it. One table, no copy.
// i18n keys per route: route.<id> (short label), meta.<id>.title, meta.<id>.description
// (a product without them is named from the catalogue and products.<key>.description).
import { PRODUCTS } from './catalogue';
// `module` names the route module client/routes/<module>.tsx that holds the
// page's loader, action and component (see docs/decisions/015-route-modules-and-language-urls.md).

export type RouteModule =
  | 'home'
  | 'product'
  | 'category'
  | 'juices'
  | 'search'
  | 'cart-store'
  | 'cart'
  | 'checkout'
  | 'confirmation'
  | 'pay'
  | 'login'
  | 'logout'
  | 'reset-password'
  | 'email-verify'
  | 'notifications'
  | 'order-history'
  | 'order-detail'
  | 'states'
  | 'journey'
  | 'static'
  | 'seller'
  | 'grievances'
  | 'account-privacy'
  | 'deliver-to'
  | 'not-found';

export interface RouteEntry {
  id: string;
  path: string;
  /** Other paths that show the same page; the canonical URL stays `path`. */
  aliases?: string[];
  module: RouteModule;
  /** Which product, category or static page the module shows. */
  param?: string;
  /** Anonymous visitors are redirected to /login (by the module's loader). */
  auth?: boolean;
  /** Kept out of the sitemap and marked noindex (forms of one visitor, account pages). */
  noindex?: boolean;
  /** One shopper's own page (a sign-in, a checkout): never kept by the service worker. Account pages (`auth`) are too. */
  personal?: boolean;
  /** Group for header dropdowns and breadcrumbs. */
  section?: 'investors' | 'sustainability' | 'join-us' | 'support' | 'legal' | 'shop' | 'company';
}

const product = (id: string): RouteEntry => ({ id, path: `/${id}`, module: 'product', param: id, section: 'shop' });
const category = (id: string, param: string): RouteEntry => ({ id, path: `/${id}`, module: 'category', param, section: 'shop' });
const page = (id: string, section: RouteEntry['section']): RouteEntry => ({ id, path: `/${id}`, module: 'static', param: id, section });

export const ROUTES: readonly RouteEntry[] = [
  { id: 'home', path: '/', module: 'home' },
  { id: 'login', path: '/login', module: 'login', noindex: true, personal: true },
  { id: 'logout', path: '/logout', module: 'logout', noindex: true, personal: true },
  { id: 'reset-password', path: '/reset-password', module: 'reset-password', noindex: true, personal: true },
  { id: 'email-verify', path: '/email-verify', module: 'email-verify', noindex: true, personal: true },
  { id: 'our-story', path: '/our-story', module: 'static', param: 'our-story', section: 'company' },
  { id: 'our-journey', path: '/our-journey', module: 'journey', section: 'company' },
  { id: 'states', path: '/states', module: 'states' },
  { id: 'search', path: '/search', module: 'search', section: 'shop' },
  { id: 'cart', path: '/cart', module: 'cart-store', section: 'shop' },
  { id: 'shopping-cart', path: '/shopping-cart', aliases: ['/Shopping-cart'], module: 'cart', noindex: true, section: 'shop' },
  { id: 'checkout', path: '/checkout', module: 'checkout', noindex: true, personal: true, section: 'shop' },
  { id: 'confirmation', path: '/confirmation', module: 'confirmation', noindex: true, personal: true, section: 'shop' },
  // Paying an order online through the gateway's checkout (its own Content-Security-Policy: docs/decisions/026-payments.md).
  { id: 'pay', path: '/pay/:orderId', module: 'pay', noindex: true, personal: true, section: 'shop' },
  { id: 'notifications', path: '/account/notifications', aliases: ['/notifications'], module: 'notifications', auth: true, noindex: true },
  { id: 'order-history', path: '/account/orders', module: 'order-history', auth: true, noindex: true },
  { id: 'order-detail', path: '/account/orders/:orderId', aliases: ['/orders/:orderId'], module: 'order-detail', auth: true, noindex: true },
  // Grievances: file one, follow it by ticket number and email, or from the account (one module, three pages).
  { id: 'grievances', path: '/grievances', module: 'grievances', param: 'file', personal: true, section: 'support' },
  { id: 'grievance-status', path: '/grievances/status', module: 'grievances', param: 'status', noindex: true, personal: true, section: 'support' },
  { id: 'account-grievances', path: '/account/grievances', module: 'grievances', param: 'account', auth: true, noindex: true },
  { id: 'account-privacy', path: '/account/privacy', module: 'account-privacy', auth: true, noindex: true },
  // The PIN code the shopper delivers to, kept in a cookie (client/routes/deliver-to.tsx).
  { id: 'deliver-to', path: '/deliver-to', module: 'deliver-to', noindex: true, personal: true },
  { id: 'juices', path: '/juices', aliases: ['/Juices'], module: 'juices', section: 'shop' },
  category('soft-drinks', 'subSoftDrink'),
  category('energy-drinks', 'subEnergyDrink'),
  category('drinking-water', 'subDrinkingWater'),
  category('tetrapacks', 'subNaatuNaatu'),
  // One page per catalogue product, juices first.
  ...PRODUCTS.map((p) => product(p.link.slice(1))),
  page('investor-relations', 'investors'),
  page('financial-reports', 'investors'),
  page('press-releases', 'investors'),
  page('stockholder-info', 'investors'),
  page('investor-FAQs', 'investors'),
  page('env-impact', 'sustainability'),
  page('water-conservation', 'sustainability'),
  page('community-support', 'sustainability'),
  page('sustainability-reports', 'sustainability'),
  page('certifications', 'sustainability'),
  page('careers', 'join-us'),
  page('internship-opportunities', 'join-us'),
  page('life-at-toomore', 'join-us'),
  page('job-openings', 'join-us'),
  page('contact-us', 'support'),
  page('feedback', 'support'),
  page('FAQs', 'support'),
  page('distributor-support', 'support'),
  page('customer-care', 'support'),
  page('privacy-policy', 'legal'),
  page('cookies-policy', 'legal'),
  page('notice-at-collection', 'legal'),
  page('do-not-sell', 'legal'),
  page('terms-of-service', 'legal'),
  page('cookies-settings', 'legal'),
  // The seller's identity and grievance officer, from the company facts (the e-commerce rules); the policies' figures come from shared/.
  { id: 'seller-information', path: '/seller-information', module: 'seller', section: 'legal' },
  page('shipping-policy', 'legal'),
  page('returns-and-refunds', 'legal'),
  page('payment-methods', 'legal'),
  { id: 'not-found', path: '*', module: 'not-found', noindex: true },
];

const byId = new Map(ROUTES.map((r) => [r.id, r]));

export function getRoute(id: string): RouteEntry {
  const r = byId.get(id);
  if (!r) throw new Error(`No route ${id}`);
  return r;
}

/** Path of a route by id, for links: pathTo('mango') → '/mango'. */
export function pathTo(id: string, params: Record<string, string> = {}): string {
  return getRoute(id).path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

export function routesIn(section: NonNullable<RouteEntry['section']>): RouteEntry[] {
  return ROUTES.filter((r) => r.section === section);
}

/** One shopper's own pages (account pages included): the service worker never keeps them. */
export function personalRoutes(): RouteEntry[] {
  return ROUTES.filter((r) => r.personal || r.auth);
}

/** Public pages a crawler may index (the sitemap's list). */
export function indexableRoutes(): RouteEntry[] {
  return ROUTES.filter((r) => !r.auth && !r.noindex && !r.path.includes(':') && r.path !== '*');
}

/** Header dropdown groups and the footer's columns. */
export const MENU_GROUPS = [
  { id: 'investors', routes: ['investor-relations', 'financial-reports', 'press-releases', 'stockholder-info', 'investor-FAQs'] },
  { id: 'sustainability', routes: ['env-impact', 'water-conservation', 'community-support', 'sustainability-reports', 'certifications'] },
  { id: 'join-us', routes: ['careers', 'internship-opportunities', 'life-at-toomore', 'job-openings'] },
  { id: 'support', routes: ['contact-us', 'feedback', 'FAQs', 'distributor-support', 'customer-care'] },
] as const;

/** Footer links, in order. */
export const FOOTER_LINKS: readonly string[] = [
  'press-releases',
  'our-story',
  'investor-relations',
  'careers',
  'FAQs',
  'customer-care',
  'env-impact',
  'privacy-policy',
  'cookies-policy',
  'notice-at-collection',
  'do-not-sell',
  'terms-of-service',
  'cookies-settings',
  'seller-information',
  'grievances',
  'shipping-policy',
  'returns-and-refunds',
  'payment-methods',
  'states',
];

/** Footer labels that differ from the page's own name. */
export const FOOTER_LABEL_KEYS: Record<string, string> = {
  grievances: 'grievances.title',
  'press-releases': 'footer.mediaCenter',
  'our-story': 'footer.foundation',
  'customer-care': 'footer.contactUs',
};
