import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-match';
import { ROUTES, indexableRoutes, pathTo, FOOTER_LINKS, MENU_GROUPS, getRoute } from './routes';

describe('matchRoute', () => {
  it('matches every path of the route table to its entry', () => {
    for (const route of ROUTES) {
      if (route.path === '*') continue;
      const path = route.path.replace(':orderId', 'TM-1');
      expect(matchRoute(path).route.id, path).toBe(route.id);
    }
  });

  it('matches aliases and their case variants', () => {
    expect(matchRoute('/Juices').route.id).toBe('juices');
    expect(matchRoute('/Shopping-cart').route.id).toBe('shopping-cart');
    expect(matchRoute('/notifications').route.id).toBe('notifications');
    const order = matchRoute('/orders/TM-42');
    expect(order.route.id).toBe('order-detail');
    expect(order.params.orderId).toBe('TM-42');
  });

  it('sends anything else to not-found', () => {
    expect(matchRoute('/nope').route.id).toBe('not-found');
    expect(matchRoute('/mango/extra').route.id).toBe('not-found');
  });
});

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    const paths = ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps account pages out of the indexable list', () => {
    const ids = indexableRoutes().map((r) => r.id);
    expect(ids).toContain('home');
    expect(ids).toContain('mango');
    expect(ids).not.toContain('notifications');
    expect(ids).not.toContain('order-detail');
    expect(ids).not.toContain('checkout');
  });

  it('links only to routes that exist', () => {
    for (const id of [...FOOTER_LINKS, ...MENU_GROUPS.flatMap((g) => g.routes)]) expect(() => getRoute(id)).not.toThrow();
    expect(pathTo('order-detail', { orderId: 'a/b' })).toBe('/account/orders/a%2Fb');
  });
});
