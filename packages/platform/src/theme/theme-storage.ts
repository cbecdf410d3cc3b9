import type { StorageManager } from '@mui/material/styles';
import { DEFAULT_THEME, THEME_STORAGE_KEY, type ThemeMode } from '@site/contracts';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

function storedValue(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Private browsing can refuse storage: the default then.
    return null;
  }
}

/** The saved choice, or the default (dark) when nothing valid is saved or storage is unavailable. */
export function readStoredTheme(): ThemeMode {
  const saved = storedValue();
  return isThemeMode(saved) ? saved : DEFAULT_THEME;
}

/** MUI also asks to keep which scheme stands for each mode: the site has one per mode, nothing to keep. */
const NOT_KEPT: ReturnType<StorageManager> = {
  get: (defaultValue: unknown) => defaultValue,
  set: () => undefined,
  subscribe: () => () => undefined,
};

/**
 * Where MUI's colour-scheme provider keeps the visitor's choice: only the spec's entry (`theme`,
 * `light` or `dark`); anything else stored there reads as the default.
 */
export const themeStorageManager: StorageManager = ({ key }) => {
  if (key !== THEME_STORAGE_KEY) return NOT_KEPT;
  return {
    get: () => (typeof window === 'undefined' ? undefined : readStoredTheme()),
    set(value: unknown) {
      if (!isThemeMode(value)) return;
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, value);
      } catch {
        // Refused storage: the choice lasts for this page only.
      }
    },
    subscribe(handler) {
      // Another tab's choice applies here too.
      const listener = (event: StorageEvent) => {
        if (event.key === THEME_STORAGE_KEY && isThemeMode(event.newValue)) handler(event.newValue);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
};
