// The back office's branch of the router (shared/admin-routes.ts): its frame
// (./AdminShell.tsx, which knows who is signed in) and one lazily loaded
// route module per page, on the server as in the browser.
import type { ActionFunctionArgs, LoaderFunctionArgs, RouteObject } from 'react-router';

import { ADMIN_ROUTES } from '../../shared/admin-routes';
import * as shell from './AdminShell';

interface AdminModule {
  default: React.ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
  shouldRevalidate?: RouteObject['shouldRevalidate'];
}

const importModule = (name: string): Promise<AdminModule> => import(`./routes/${name}.tsx`);

export function adminRoutes(): RouteObject[] {
  return [
    {
      id: 'admin',
      path: '/admin',
      loader: shell.loader,
      shouldRevalidate: shell.shouldRevalidate,
      Component: shell.AdminShell,
      ErrorBoundary: shell.AdminError,
      children: ADMIN_ROUTES.map((route): RouteObject => {
        const lazy = async () => {
          const m = await importModule(route.module);
          return {
            Component: m.default,
            ...(m.loader ? { loader: m.loader } : {}),
            ...(m.action ? { action: m.action } : {}),
            ...(m.shouldRevalidate ? { shouldRevalidate: m.shouldRevalidate } : {}),
          };
        };
        return route.path === '' ? { id: route.id, index: true, lazy } : { id: route.id, path: route.path, lazy };
      }),
    },
  ];
}
