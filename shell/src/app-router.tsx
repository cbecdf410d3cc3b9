import { PARTS_ROUTES, SITE_ROUTES } from '@site/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShellLayout } from './layout/shell-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RoutePage } from './pages/route-page';

/** The route table turned into React Router routes (which match ignoring case by default). */
export function siteRouteObjects(): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      children: [
        // The sections' parts pages (QA's, not linked; the site server decides who gets them).
        ...[...SITE_ROUTES, ...PARTS_ROUTES].map((route) => ({
          path: route.path,
          element: <RoutePage route={route} />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createSiteRouter() {
  return createBrowserRouter(siteRouteObjects());
}
