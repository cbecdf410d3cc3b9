import { DEFAULT_THEME, THEME_STORAGE_KEY, type ThemeMode } from '@site/contracts';

/** A year: the theme cookie lasts as long as the local storage entry is likely to. */
const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** The saved choice, or the default (dark) when nothing valid is saved or storage is unavailable. */
export function readStoredTheme(): ThemeMode {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(saved) ? saved : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/**
 * Saves the choice in local storage (the spec's key) and in a cookie of the same name, which is
 * how the server learns it and renders the page in the visitor's theme from the first byte.
 */
export function storeTheme(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private browsing can refuse storage; the choice then lasts for this page only.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed-format cookie; the Cookie Store API is not in every browser the site supports (Safari 16.4).
  document.cookie = `${THEME_STORAGE_KEY}=${mode}; path=/; max-age=${THEME_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The theme a request's cookie names (server side), or the default. */
export function themeFromCookieHeader(cookieHeader: string | undefined): ThemeMode {
  const match = new RegExp(`(?:^|;\\s*)${THEME_STORAGE_KEY}=(light|dark)(?:;|$)`).exec(cookieHeader ?? '');
  return isThemeMode(match?.[1]) ? match[1] : DEFAULT_THEME;
}

/** The `dark` class on the document root, as the spec asks. */
export function applyThemeClass(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}
