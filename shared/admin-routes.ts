// The back office's pages (docs/decisions/032-back-office-console.md): under
// /admin, outside the shop's route table (no language prefix, no sitemap, no
// render cache, no service worker), each a route module of
// client/admin/routes/<module>.tsx. The browser loads this branch only on
// an /admin page, so the shop's pages never carry it.
export interface AdminRoute {
  id: string;
  /** Under /admin ('' is /admin itself). */
  path: string;
  module: string;
}

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { id: 'admin-orders', path: '', module: 'admin-orders' },
  { id: 'admin-order', path: 'orders/:orderId', module: 'admin-order' },
  { id: 'admin-packing', path: 'packing', module: 'admin-packing' },
  { id: 'admin-stock', path: 'stock', module: 'admin-stock' },
  { id: 'admin-grievances', path: 'grievances', module: 'admin-grievances' },
  { id: 'admin-enquiries', path: 'enquiries', module: 'admin-enquiries' },
  { id: 'admin-staff', path: 'staff', module: 'admin-staff' },
  { id: 'admin-audit', path: 'audit', module: 'admin-audit' },
  { id: 'admin-login', path: 'login', module: 'admin-login' },
  { id: 'admin-setup', path: 'setup', module: 'admin-setup' },
  { id: 'admin-logout', path: 'logout', module: 'admin-logout' },
];

/** The pages that open without a staff session. */
export const ADMIN_OPEN_PAGES: readonly string[] = ['admin-login', 'admin-setup', 'admin-logout'];

/** The back office speaks English and Hindi; any other language shows it in English. */
export const ADMIN_LANGUAGES: readonly string[] = ['en', 'hi'];
export const adminLanguage = (lng: string) => (ADMIN_LANGUAGES.includes(lng) ? lng : 'en');
