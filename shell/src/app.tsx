import { createSiteStore } from '@site/platform';
import { RouterProvider } from 'react-router-dom';
import { createSiteRouter } from './app-router';
import { SiteProviders } from './site-providers';

const store = createSiteStore();
const router = createSiteRouter();

/** The whole site rendered by the browser: the one store, the theme and the router. */
export function App() {
  return (
    <SiteProviders store={store}>
      <RouterProvider router={router} />
    </SiteProviders>
  );
}
