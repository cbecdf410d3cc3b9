import { DEFAULT_THEME, THEME_STORAGE_KEY, type ThemeMode } from '@site/contracts';

/** The saved choice, or the default (dark) when nothing valid is saved or storage is unavailable. */
export function readStoredTheme(): ThemeMode {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private browsing can refuse storage; the choice then lasts for this page only.
  }
}

/** The `dark` class on the document root, as the spec asks. */
export function applyThemeClass(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}
