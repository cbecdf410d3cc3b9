import { createSiteStore, SiteThemeProvider } from '@site/platform';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createSiteRouter } from './app-router';

const store = createSiteStore();
const router = createSiteRouter();

/** The host: the one store, the theme and the router for every section. */
export function App() {
  return (
    <Provider store={store}>
      <SiteThemeProvider>
        <RouterProvider router={router} />
      </SiteThemeProvider>
    </Provider>
  );
}
