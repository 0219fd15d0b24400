import type { RouteEntry } from '../../shared/routes';

/**
 * The canonical path of a URL: an alias (/Juices) points at the route's own
 * path (/juices); a parameterised route keeps its values under the canonical
 * shape (/orders/7 → /account/orders/7).
 */
export function canonicalPath(pathname: string, route: Pick<RouteEntry, 'path'>): string {
  if (route.path === '*') return pathname;
  if (!route.path.includes(':')) return route.path;
  const values = pathname.split('/').filter(Boolean);
  const shape = route.path.split('/').filter(Boolean);
  const offset = values.length - shape.length;
  return '/' + shape.map((seg, i) => (seg.startsWith(':') ? encodeURIComponent(safeDecode(values[offset + i] ?? '')) : seg)).join('/');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
