// The router's route objects, built from the route table: the root frame, a
// layout that checks the language prefix, and one child per path and alias of
// every table entry. Each child's code is its route module, loaded on demand
// (client/routes/<module>.tsx, one chunk each), on the server as in the browser.
import { createElement, Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { type NonIndexRouteObject, type RouteObject, useLoaderData } from 'react-router';

import type { CompanyFacts } from '../../shared/company';
import { type RouteEntry, type RouteModule, ROUTES } from '../../shared/routes';
import { Meta } from '../components/Meta';
import { Hole, PageRegion, Shared } from '../render-pass';
import * as layout from './pages-layout';
import * as root from './root';
import type { RouteModuleExports } from './route-module';

const importModule = (name: RouteModule): Promise<RouteModuleExports> => import(`../routes/${name}.tsx`);

/** A route module bound to one table entry: what `lazy` hands to the router. */
export function bindModule(module: RouteModuleExports, entry: RouteEntry): Pick<NonIndexRouteObject, 'Component' | 'loader' | 'action' | 'shouldRevalidate'> {
  const Page = module.default;
  const meta = module.meta;
  function RoutePage() {
    const data = useLoaderData<unknown>();
    const { t } = useTranslation();
    const extra = meta ? (publicUrl: string, canonical: string, company: CompanyFacts) => meta({ entry, data, t, publicUrl, canonical, company }) : undefined;
    const page = createElement(Page, { entry });
    // A personal or account page is one shopper's from its first word: all of it is a hole in the shell.
    return createElement(
      Fragment,
      null,
      createElement(Shared, null, createElement(Meta, { entry, extra })),
      createElement(PageRegion, null, entry.personal || entry.auth ? createElement(Hole, null, page) : page),
    );
  }
  RoutePage.displayName = `Route(${entry.id})`;
  const { loader, action } = module;
  return {
    Component: RoutePage,
    ...(loader ? { loader: (args) => loader(args, entry) } : {}),
    ...(action ? { action: (args) => action(args, entry) } : {}),
    ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}),
  };
}

function pageRoutes(): RouteObject[] {
  return ROUTES.flatMap((entry) =>
    [entry.path, ...(entry.aliases ?? [])].map((path, i): RouteObject => {
      const id = i === 0 ? entry.id : `${entry.id}~${i}`;
      const lazy = async () => bindModule(await importModule(entry.module), entry);
      if (path === '/') return { id, index: true, lazy };
      return { id, path: path.replace(/^\//, ''), lazy };
    }),
  );
}

/** The shop's routes, after `extra` branches of their own (the back office's, on its pages and on the server). */
export function createRoutes(extra: readonly RouteObject[] = []): RouteObject[] {
  return [
    ...extra,
    {
      id: 'root',
      path: '/:lng?',
      loader: root.loader,
      shouldRevalidate: root.shouldRevalidate,
      Component: root.Shell,
      ErrorBoundary: root.RootError,
      children: [{ id: 'pages', loader: layout.loader, ErrorBoundary: layout.PageError, children: pageRoutes() }],
    },
  ];
}

/** The table entry a route id stands for ('juices~1' is an alias of 'juices'). */
export function entryOfRouteId(id: string | undefined): RouteEntry | undefined {
  if (!id) return undefined;
  return ROUTES.find((r) => r.id === id.split('~')[0]);
}
