import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { DEFAULT_THEME, type ThemeMode } from '@site/contracts';
import type { ReactNode } from 'react';
import { COLOR_SCHEME_SETTINGS, createSiteTheme } from './create-site-theme';
import { siteEmotionCache } from './emotion-cache';
import { isThemeMode, themeStorageManager } from './theme-storage';

interface SiteThemeProviderProps {
  children: ReactNode;
  /** The server's cache for this page (its styles are collected once per rule); the browser's page-wide one otherwise. */
  emotionCache?: EmotionCache;
}

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
}

/** One theme for every page and visitor: both schemes as CSS variables. */
const siteTheme = createSiteTheme();

/**
 * The theme, its two schemes and the visitor's choice (the spec's local storage entry, the
 * `dark` class on the document root). Before any script runs, the page's small colour-scheme
 * script (render-page) has already put the saved choice's class on the root.
 */
export function SiteThemeProvider({ children, emotionCache }: SiteThemeProviderProps) {
  return (
    <CacheProvider value={emotionCache ?? siteEmotionCache()}>
      <ThemeProvider
        theme={siteTheme}
        modeStorageKey={COLOR_SCHEME_SETTINGS.modeStorageKey}
        defaultMode={COLOR_SCHEME_SETTINGS.defaultMode}
        storageManager={themeStorageManager}
      >
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

/**
 * The visitor's theme and how to change it. On the server and while hydrating, MUI does not know
 * the choice yet (the page is the same for everyone) and this says the default; the page's colours
 * already follow the root's class, and the toggle's label follows once hydrated.
 */
export function useThemeMode(): ThemeModeValue {
  const { mode, setMode } = useColorScheme();
  const current: ThemeMode = isThemeMode(mode) ? mode : DEFAULT_THEME;
  return {
    mode: current,
    setMode,
    toggleMode: () => setMode(current === 'dark' ? 'light' : 'dark'),
  };
}
