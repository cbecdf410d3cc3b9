import { beginHydratingServerPage, createSiteStore, endServerRenderedPage } from '@site/platform';
import { RouterProvider } from 'react-router-dom';
import { createSiteRouter } from './app-router';
import { serverPageState } from './page-state';
import { SiteProviders } from './site-providers';

const pageState = serverPageState();
const store = createSiteStore({ serverReads: pageState?.serverReads });
const router = createSiteRouter();
if (pageState) {
  beginHydratingServerPage();
  const landedOn = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.location === landedOn) return;
    endServerRenderedPage();
    unsubscribe();
  });
}

/** The host in the browser: the one store (seeded with the server's reads), the theme and the router. */
export function App() {
  return (
    <SiteProviders store={store}>
      <RouterProvider router={router} />
    </SiteProviders>
  );
}
