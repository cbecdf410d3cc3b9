import { createSiteStore, SiteThemeProvider } from '@site/platform';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { siteRouteObjects } from '../app-router';

/** The whole shell at `path`, with a fresh store and an in-memory router. */
export function renderShell(path: string) {
  const router = createMemoryRouter(siteRouteObjects(), { initialEntries: [path] });
  const result = render(
    <Provider store={createSiteStore()}>
      <SiteThemeProvider>
        <RouterProvider router={router} />
      </SiteThemeProvider>
    </Provider>,
  );
  return { ...result, router };
}
