import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import type { ThemeMode } from '@site/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { createSiteTheme } from './create-site-theme';
import { siteEmotionCache } from './emotion-cache';
import { applyThemeClass, readStoredTheme, storeTheme } from './theme-storage';

interface SiteThemeProviderProps {
  children: ReactNode;
  /** The mode the page was rendered in on the server: hydration starts from it, not from storage. */
  initialMode?: ThemeMode;
  /** The server's cache for this response (with its CSP nonce); the browser's page-wide one otherwise. */
  emotionCache?: EmotionCache;
}

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

/** Restores the saved theme on load, saves every change and keeps the root's `dark` class in step. */
export function SiteThemeProvider({ children, initialMode, emotionCache }: SiteThemeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? readStoredTheme());
  useEffect(() => applyThemeClass(mode), [mode]);
  useEffect(() => {
    // A choice saved before the theme cookie existed: the server rendered the default, correct it once.
    const stored = readStoredTheme();
    if (initialMode && stored !== initialMode) {
      storeTheme(stored);
      setModeState(stored);
    }
  }, [initialMode]);
  const setMode = useCallback((next: ThemeMode) => {
    storeTheme(next);
    setModeState(next);
  }, []);
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  const theme = useMemo(() => createSiteTheme(mode), [mode]);
  const value = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode]);
  return (
    <CacheProvider value={emotionCache ?? siteEmotionCache()}>
      <ThemeModeContext.Provider value={value}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </ThemeModeContext.Provider>
    </CacheProvider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside SiteThemeProvider');
  return value;
}
