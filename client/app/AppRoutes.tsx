// <Routes> generated from the route table: every path and alias of an entry
// renders that entry's page kind. One component per kind, data-driven.
import { Route, Routes } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { PageView } from '../pages/registry';

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.flatMap((route) =>
        [route.path, ...(route.aliases ?? [])].map((path) => (
          <Route key={`${route.id}:${path}`} path={path} element={<PageView route={route} />} />
        )),
      )}
    </Routes>
  );
}
