// A route shard (server/render/route-shards.ts) finds, for any path, exactly
// the routes the whole table finds: every page and alias, language-prefixed or
// not, in any case, encoded, with a trailing slash, unknown, and the back office.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { adminRoutes } from '../../client/admin/routes';
import { createRoutes } from '../../client/router/routes';
import { routeShards } from '../../server/render/route-shards';
import { ADMIN_ROUTES } from '../../shared/admin-routes';
import { ROUTES } from '../../shared/routes';

const shards = routeShards(createRoutes(adminRoutes()));
const ids = (routes: Parameters<typeof matchRoutes>[0], path: string) => matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;

const pagePaths = ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]).map((p) => p.replace(/:\w+/g, '123').replace('*', 'anything/at/all'));
const paths = [
  ...pagePaths,
  ...pagePaths.flatMap((p) => [`/hi${p}`, `/ar${p === '/' ? '' : p}`, `/xx${p}`, p.toUpperCase(), `${p}/`, `${p}/extra`]),
  ...ADMIN_ROUTES.map((r) => `/admin/${r.path.replace(/:\w+/g, '5')}`),
  '/admin',
  '/ADMIN/stock',
  '/hi/admin',
  '/admin-x',
  '/m%61ngo',
  '/hi/m%61ngo',
  '/%E0%A4%85',
  '/a%2Fb',
  '//mango',
  '/nope',
  '/nope/deeper/still',
  '/hi/nope',
  '/',
  '/hi',
  '/hi/',
];

describe('route shards', () => {
  it('match every path as the whole table does', () => {
    expect(paths.length).toBeGreaterThan(600);
    for (const path of paths) expect(ids(shards.for(path).dataRoutes, path), path).toEqual(ids(shards.whole.dataRoutes, path));
  });

  it('keep a shard much smaller than the table, and reuse it', () => {
    const count = (routes: readonly { children?: unknown[] }[]): number => routes.reduce((n, r) => n + 1 + count((r.children ?? []) as { children?: unknown[] }[]), 0);
    expect(count(shards.for('/mango').dataRoutes)).toBeLessThan(count(shards.whole.dataRoutes) / 5);
    expect(shards.for('/hi/mango')).toBe(shards.for('/mango/'));
  });
});
