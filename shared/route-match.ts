// Which route table entry a URL path shows (paths and aliases, case-insensitive
// like the router). The '*' entry matches anything left over.
import { matchPath } from 'react-router';
import { ROUTES, type RouteEntry } from './routes';

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

const NOT_FOUND = ROUTES.find((r) => r.path === '*')!;

export function matchRoute(pathname: string): RouteMatch {
  for (const route of ROUTES) {
    if (route.path === '*') continue;
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const m = matchPath({ path, caseSensitive: false, end: true }, pathname);
      if (m) return { route, params: Object.fromEntries(Object.entries(m.params).map(([k, v]) => [k, v ?? ''])) };
    }
  }
  return { route: NOT_FOUND, params: {} };
}
