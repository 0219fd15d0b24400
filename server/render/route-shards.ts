// React Router matches a URL by trying the route table's branches in rank
// order (about 280 here: every page and alias, with and without a language
// prefix, and the back office's), and a page's request paid for that scan:
// a tenth of a personal page's CPU. A shard is a static handler over only the
// routes a URL could match — those whose first segment is the URL's first or
// second (a language prefix comes first), and those that match anything (a
// parameter, the splat, the home page) — so it finds the same route the whole
// table would: the routes it leaves out cannot match, and ranking keeps the
// others in the whole table's order (test/integration/route-shards.test.ts).
// see docs/decisions/033-personal-pages-from-a-shell.md
import { createStaticHandler, type RouteObject } from 'react-router';

import { ROUTES } from '../../shared/routes';

type StaticHandler = ReturnType<typeof createStaticHandler>;

const firstSegment = (path: string) => path.replace(/^\//, '').split('/')[0]?.toLowerCase() ?? '';
const matchesAnything = (segment: string) => segment === '' || segment === '*' || segment.startsWith(':');

/** Each page's first segments (its path's and its aliases'), or null when one matches any. */
const FIRST_SEGMENTS = ROUTES.map((r) => {
  const firsts = [r.path, ...(r.aliases ?? [])].map(firstSegment);
  return { id: r.id, firsts: firsts.some(matchesAnything) ? null : firsts };
});

/** Every first segment a page has: the only segments of a URL that choose its shard. */
const KNOWN_FIRSTS = new Set(FIRST_SEGMENTS.flatMap((r) => r.firsts ?? []));

/** The page routes (by table id) whose first segment is one of these, or that match any first segment. */
function candidates(segments: string[]): string[] {
  return FIRST_SEGMENTS.filter(({ firsts }) => firsts === null || firsts.some((f) => segments.includes(f))).map((r) => r.id);
}

/** The route tree with only these page routes, and the back office's branch when asked for. */
function shardOf(routes: RouteObject[], pageIds: Set<string>, admin: boolean): RouteObject[] {
  return routes.flatMap((route) => {
    if (route.id === 'admin') return admin ? [route] : [];
    if (route.id !== 'root') return [route];
    return [
      {
        ...route,
        children: route.children?.map((pages) => ({ ...pages, children: pages.children?.filter((page) => pageIds.has(page.id?.split('~')[0] ?? '')) })),
      } as RouteObject,
    ];
  });
}

const MAX_SHARDS = 256;

/** The static handler for a path: the whole table's (when the path cannot be read) or the shard for its first two segments. */
export function routeShards(routes: RouteObject[]): { whole: StaticHandler; for(pathname: string): StaticHandler } {
  const whole = createStaticHandler(routes);
  const shards = new Map<string, StaticHandler>();
  return {
    whole,
    for(pathname) {
      let segments: string[];
      try {
        // As React Router reads a path: segment by segment, each decoded (an encoded slash stays inside its segment).
        segments = pathname
          .split('/')
          .filter(Boolean)
          .slice(0, 2)
          .map((s) => decodeURIComponent(s).toLowerCase());
      } catch {
        return whole;
      }
      const admin = segments[0] === 'admin';
      // Only the segments some page begins with choose the routes, so the key is bounded by the table, not by what a URL says.
      const known = segments.filter((s) => KNOWN_FIRSTS.has(s));
      const key = `${admin ? 'admin|' : ''}${known.join('/')}`;
      let shard = shards.get(key);
      if (!shard) {
        if (shards.size >= MAX_SHARDS) shards.delete(shards.keys().next().value as string);
        shard = createStaticHandler(shardOf(routes, new Set(candidates(known)), admin));
        shards.set(key, shard);
      }
      return shard;
    },
  };
}
