// The back office's pages (docs/decisions/032-back-office-console.md): under
// /admin, outside the shop's route table (no language prefix, no sitemap, no
// render cache, no service worker), each a route module of
// client/admin/routes/<module>.tsx. The browser loads this branch only on
// an /admin page, so the shop's pages never carry it.
import type { StaffAction } from './staff-roles';

export interface AdminRoute {
  id: string;
  /** Under /admin ('' is /admin itself). */
  path: string;
  module: string;
  /** A section of the back office's bar: its label, and what a role must be allowed to see it. */
  section?: { label: string; action: StaffAction };
}

export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { id: 'admin-orders', path: '', module: 'admin-orders', section: { label: 'admin.orders.title', action: 'orders.read' } },
  { id: 'admin-order', path: 'orders/:orderId', module: 'admin-order' },
  { id: 'admin-packing', path: 'packing', module: 'admin-packing', section: { label: 'admin.packing.title', action: 'orders.read' } },
  { id: 'admin-stock', path: 'stock', module: 'admin-stock', section: { label: 'admin.stock.title', action: 'stock.read' } },
  { id: 'admin-grievances', path: 'grievances', module: 'admin-grievances', section: { label: 'admin.grievances.title', action: 'grievances.read' } },
  { id: 'admin-enquiries', path: 'enquiries', module: 'admin-enquiries', section: { label: 'admin.enquiries.title', action: 'enquiries.read' } },
  { id: 'admin-staff', path: 'staff', module: 'admin-staff', section: { label: 'admin.staff.title', action: 'staff.manage' } },
  { id: 'admin-audit', path: 'audit', module: 'admin-audit', section: { label: 'admin.audit.title', action: 'audit.read' } },
  { id: 'admin-login', path: 'login', module: 'admin-login' },
  { id: 'admin-setup', path: 'setup', module: 'admin-setup' },
  { id: 'admin-logout', path: 'logout', module: 'admin-logout' },
];

/** The pages that open without a staff session. */
export const ADMIN_OPEN_PAGES: readonly string[] = ['admin-login', 'admin-setup', 'admin-logout'];

/** The back office speaks English and Hindi; any other language shows it in English. */
export const ADMIN_LANGUAGES: readonly string[] = ['en', 'hi'];
export const adminLanguage = (lng: string) => (ADMIN_LANGUAGES.includes(lng) ? lng : 'en');
