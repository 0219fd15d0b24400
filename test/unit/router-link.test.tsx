// The server's links: for every path the app links to, and the awkward ones
// it might, RouterLink writes exactly what React Router's Link writes inside
// the server's static router — by writing the anchor itself where the path
// resolves to itself (no router needed), and by being React Router's Link
// everywhere else.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Link, type LinkProps, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { plainHref, RouterLink } from '../../client/components/router-link';

/** Renders `element` on a page at `url` of a static router, as the server does. */
async function onPage(element: ReactElement, url = 'http://shop.example/hi/juices/mango?x=1') {
  const routes = [{ id: 'root', path: '/', children: [{ id: 'lang', path: ':lng', children: [{ id: 'page', path: 'juices/:slug', Component: () => element }] }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('no page');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const PATHS = [
  '/',
  '/mango',
  '/hi/juices',
  '/account/orders/TM-20261127-37339691',
  '/deliver-to?redirect=%2Faccount%2Forders',
  '/search?q=mango&page=2#results',
  '/juices/',
  '/a?',
  '/a#',
  '/a?#',
  '/मैंगो',
  '/with space',
  '/.well-known/security.txt',
  '/a/..b/c.',
  // Paths React Router resolves: RouterLink must leave them to it.
  '/a/./b',
  '/a/../b',
  '/a/..',
  '/a/..?x=1',
  '/./',
  '//evil.example/x',
  '/a//b',
  '/a\\b',
  'relative',
  '../up',
  '',
  'https://elsewhere.example/x',
];

const PROPS: Omit<LinkProps, 'to'>[] = [
  {},
  { className: 'button', 'aria-label': 'View order TM-1', children: 'View' },
  { target: '_blank', rel: 'noopener' },
  { discover: 'none' },
  { state: { from: 'cart' }, replace: true, preventScrollReset: true, defaultShouldRevalidate: false },
  { reloadDocument: true },
  { onClick: () => undefined, title: 'Go' },
];

describe('RouterLink on the server', () => {
  it('writes what React Router’s Link writes, for every path and set of props', async () => {
    for (const to of PATHS)
      for (const props of PROPS) {
        const ours = await onPage(<RouterLink to={to} {...props} />);
        const theirs = await onPage(<Link to={to} {...props} />);
        expect(ours, `${JSON.stringify(to)} ${JSON.stringify(props)}`).toBe(theirs);
      }
  });

  it('also for a path given as an object, or with a language prefix page around it', async () => {
    for (const to of [
      { pathname: '/cart', search: '?coupon=1' },
      { pathname: '/a', hash: 'b' },
    ])
      expect(await onPage(<RouterLink to={to} />)).toBe(await onPage(<Link to={to} />));
    expect(await onPage(<RouterLink to="/mango" />, 'http://shop.example/')).toBe(await onPage(<Link to="/mango" />, 'http://shop.example/'));
  });

  it('writes a plain path itself, without React Router (which needs a router to write one)', () => {
    expect(renderToString(<RouterLink to="/account/orders?page=2" className="x" />)).toBe('<a class="x" href="/account/orders?page=2" data-discover="true"></a>');
    expect(() => renderToString(<Link to="/account/orders" />)).toThrow();
    expect(() => renderToString(<RouterLink to="/a/../b" />)).toThrow();
  });

  it('knows which paths resolve to themselves', () => {
    expect(plainHref('/deliver-to?redirect=%2Fcart#top')).toBe('/deliver-to?redirect=%2Fcart#top');
    expect(plainHref('/a?#')).toBe('/a');
    for (const to of ['/a/./b', '/a/..', '/a/..#x', '//x', '/a//b', '/a\\b', 'a', '', 'http://x.example/']) expect(plainHref(to), to).toBeNull();
    expect(plainHref({ pathname: '/a' })).toBeNull();
  });
});
