import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { DEFAULT_THEME, type ThemeMode } from '@site/contracts';
import { type ReactNode, useSyncExternalStore } from 'react';
import { COLOR_SCHEME_SETTINGS, createSiteTheme } from './create-site-theme';
import { siteEmotionCache } from './emotion-cache';
import { isThemeMode, themeStorageManager } from './theme-storage';

interface SiteThemeProviderProps {
  children: ReactNode;
  /** The server's cache for this page (its styles are collected once per rule); the browser's page-wide one otherwise. */
  emotionCache?: EmotionCache;
  /**
   * The page's base styles (CssBaseline) and both schemes' CSS variables: written once, by the
   * page, never by each island. An island's theme writing its own copy of the variables cost the
   * server a serialisation of about 23 KB of CSS per island (half the CPU of rendering `/`), and
   * the browser a second copy of them per island hydrated.
   */
  baseline?: boolean;
}

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
}

/**
 * MUI's ThemeProvider prop that keeps a provider from writing the theme's CSS variables. Its type
 * names it only when `CssThemeVariables` is augmented as enabled (which would retype `theme.vars`
 * everywhere); the site's theme does use CSS variables, so the provider reads it.
 */
const NO_STYLE_SHEET: object = { disableStyleSheetGeneration: true };

/** One theme for every page and visitor: both schemes as CSS variables. */
const siteTheme = createSiteTheme();

/**
 * The theme, its two schemes and the visitor's choice (the spec's local storage entry, the
 * `dark` class on the document root). Before any script runs, the page's small colour-scheme
 * script (render-page) has already put the saved choice's class on the root.
 *
 * `noSsr`: MUI reads the choice in its first render in the browser instead of an effect after
 * hydrating. The effect would change the theme's context once the page had hydrated, and React
 * then throws away the server HTML of every part still waiting to hydrate (a part below the first
 * screen waits until it comes near) and shows its loading state instead. The markup does not
 * depend on the scheme (colours are CSS variables), so the first render still matches the server's.
 */
export function SiteThemeProvider({ children, emotionCache, baseline = true }: SiteThemeProviderProps) {
  return (
    <CacheProvider value={emotionCache ?? siteEmotionCache()}>
      <ThemeProvider
        theme={siteTheme}
        modeStorageKey={COLOR_SCHEME_SETTINGS.modeStorageKey}
        defaultMode={COLOR_SCHEME_SETTINGS.defaultMode}
        storageManager={themeStorageManager}
        noSsr
        {...(baseline ? {} : NO_STYLE_SHEET)}
      >
        {baseline && <CssBaseline enableColorScheme />}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

const subscribeToNothing = () => () => undefined;

/** False on the server and while hydrating, true after: a re-render of the caller alone, not of the tree. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The visitor's theme and how to change it. On the server and while hydrating it says the default
 * (the page is the same for everyone, so what depends on it must match the server's HTML); the
 * page's colours already follow the root's class, and the caller re-renders with the choice once
 * hydrated.
 */
export function useThemeMode(): ThemeModeValue {
  const { mode, setMode } = useColorScheme();
  const hydrated = useHydrated();
  const current: ThemeMode = hydrated && isThemeMode(mode) ? mode : DEFAULT_THEME;
  return {
    mode: current,
    setMode,
    toggleMode: () => setMode(current === 'dark' ? 'light' : 'dark'),
  };
}
