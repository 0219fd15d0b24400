// The route table as data: the server uses it for metadata and status codes,
// the client for the router, the sitemap for its list. One table, no copy.
// i18n keys per route: route.<id> (short label), meta.<id>.title, meta.<id>.description.

export type PageKind =
  | 'home'
  | 'product'
  | 'category'
  | 'juices'
  | 'search'
  | 'cart-store'
  | 'cart'
  | 'checkout'
  | 'login'
  | 'reset-password'
  | 'email-verify'
  | 'notifications'
  | 'order-history'
  | 'order-detail'
  | 'states'
  | 'our-story'
  | 'journey'
  | 'static'
  | 'not-found';

export interface RouteEntry {
  id: string;
  path: string;
  /** Other paths that show the same page; the canonical URL stays `path`. */
  aliases?: string[];
  page: PageKind;
  /** Which product, category or static page the page component shows. */
  param?: string;
  /** Anonymous visitors are redirected to /login. */
  auth?: boolean;
  /** Kept out of the sitemap and marked noindex (forms of one visitor, account pages). */
  noindex?: boolean;
  /** Group for header dropdowns and breadcrumbs. */
  section?: 'investors' | 'sustainability' | 'join-us' | 'support' | 'legal' | 'shop' | 'company';
}

const product = (id: string): RouteEntry => ({ id, path: `/${id}`, page: 'product', param: id, section: 'shop' });
const category = (id: string, param: string): RouteEntry => ({ id, path: `/${id}`, page: 'category', param, section: 'shop' });
const page = (id: string, section: RouteEntry['section']): RouteEntry => ({ id, path: `/${id}`, page: 'static', param: id, section });

export const ROUTES: readonly RouteEntry[] = [
  { id: 'home', path: '/', page: 'home' },
  { id: 'login', path: '/login', page: 'login', noindex: true },
  { id: 'reset-password', path: '/reset-password', page: 'reset-password', noindex: true },
  { id: 'email-verify', path: '/email-verify', page: 'email-verify', noindex: true },
  { id: 'our-story', path: '/our-story', page: 'our-story', section: 'company' },
  { id: 'our-journey', path: '/our-journey', page: 'journey', section: 'company' },
  { id: 'states', path: '/states', page: 'states' },
  { id: 'search', path: '/search', page: 'search', section: 'shop' },
  { id: 'cart', path: '/cart', page: 'cart-store', section: 'shop' },
  { id: 'shopping-cart', path: '/shopping-cart', aliases: ['/Shopping-cart'], page: 'cart', noindex: true, section: 'shop' },
  { id: 'checkout', path: '/checkout', page: 'checkout', noindex: true, section: 'shop' },
  { id: 'confirmation', path: '/confirmation', page: 'checkout', param: 'confirmation', noindex: true, section: 'shop' },
  { id: 'notifications', path: '/account/notifications', aliases: ['/notifications'], page: 'notifications', auth: true, noindex: true },
  { id: 'order-history', path: '/account/orders', page: 'order-history', auth: true, noindex: true },
  { id: 'order-detail', path: '/account/orders/:orderId', aliases: ['/orders/:orderId'], page: 'order-detail', auth: true, noindex: true },
  { id: 'juices', path: '/juices', aliases: ['/Juices'], page: 'juices', section: 'shop' },
  category('soft-drinks', 'subSoftDrink'),
  category('energy-drinks', 'subEnergyDrink'),
  category('drinking-water', 'subDrinkingWater'),
  category('tetrapacks', 'subNaatuNaatu'),
  product('grapes'),
  product('lychee'),
  product('mango'),
  product('pineapple'),
  product('strawberry'),
  product('pomegranate'),
  product('skyberry'),
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
  { id: 'not-found', path: '*', page: 'not-found', noindex: true },
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

/** Public pages a crawler may index (the sitemap's list). */
export function indexableRoutes(): RouteEntry[] {
  return ROUTES.filter((r) => !r.auth && !r.noindex && !r.path.includes(':') && r.path !== '*');
}

/** Header dropdown groups (spec section 2) and the footer's columns. */
export const MENU_GROUPS = [
  { id: 'investors', routes: ['investor-relations', 'financial-reports', 'press-releases', 'stockholder-info', 'investor-FAQs'] },
  { id: 'sustainability', routes: ['env-impact', 'water-conservation', 'community-support', 'sustainability-reports', 'certifications'] },
  { id: 'join-us', routes: ['careers', 'internship-opportunities', 'life-at-toomore', 'job-openings'] },
  { id: 'support', routes: ['contact-us', 'feedback', 'FAQs', 'distributor-support', 'customer-care'] },
] as const;

/** Footer links of spec section 2, in order. */
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
  'states',
];

/** Footer labels that differ from the page's own name (spec section 2). */
export const FOOTER_LABEL_KEYS: Record<string, string> = {
  'press-releases': 'footer.mediaCenter',
  'our-story': 'footer.foundation',
  'customer-care': 'footer.contactUs',
};
