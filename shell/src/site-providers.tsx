import type { EmotionCache } from '@emotion/cache';
import { type SiteStore, SiteThemeProvider } from '@site/platform';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

interface SiteProvidersProps {
  store: SiteStore;
  emotionCache?: EmotionCache;
  children: ReactNode;
}

/** The one store and the theme around every page: the same tree on the server and in the browser. */
export function SiteProviders({ store, emotionCache, children }: SiteProvidersProps) {
  return (
    <Provider store={store}>
      <SiteThemeProvider emotionCache={emotionCache}>{children}</SiteThemeProvider>
    </Provider>
  );
}
