import type { EmotionCache } from '@emotion/cache';
import type { ThemeMode } from '@site/contracts';
import { type SiteStore, SiteThemeProvider } from '@site/platform';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

interface SiteProvidersProps {
  store: SiteStore;
  themeMode?: ThemeMode;
  emotionCache?: EmotionCache;
  children: ReactNode;
}

/** The one store and the theme around every page: the same tree on the server and in the browser. */
export function SiteProviders({ store, themeMode, emotionCache, children }: SiteProvidersProps) {
  return (
    <Provider store={store}>
      <SiteThemeProvider initialMode={themeMode} emotionCache={emotionCache}>
        {children}
      </SiteThemeProvider>
    </Provider>
  );
}
