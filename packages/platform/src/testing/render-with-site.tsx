import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { Toaster } from '../notify/toaster';
import { createSiteStore } from '../store/create-store';
import { SiteThemeProvider } from '../theme/theme-mode';

interface RenderOptions {
  /** Where the page is: `/developers?q=power`. */
  route?: string;
  /** The route pattern the element sits at, for useParams: `/developer/:id?`. */
  path?: string;
  /** More pages the visitor can go to, each at its own path (`Elsewhere` answers any other). */
  otherRoutes?: RouteObject[];
}

/** Renders a section's page as the shell would: a fresh store, the theme, a router and the toaster. */
export function renderWithSite(ui: ReactElement, { route = '/', path = '*', otherRoutes = [] }: RenderOptions = {}) {
  const store = createSiteStore();
  const router = createMemoryRouter([{ path, element: ui }, ...otherRoutes, { path: '*', element: <p>Elsewhere</p> }], {
    initialEntries: [route],
  });
  const result = render(
    <Provider store={store}>
      <SiteThemeProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SiteThemeProvider>
    </Provider>,
  );
  return { ...result, store, router };
}
