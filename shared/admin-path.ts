// Whether a path is the back office's (shared/admin-routes.ts): on its own,
// so the shop's start-up code can ask without carrying the back office's table.
export const isAdminPath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');
