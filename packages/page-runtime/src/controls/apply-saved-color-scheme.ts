import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@site/contracts/constants';

/**
 * MUI's own storage keys for the scheme a mode shows (`<colorSchemeStorageKey>-dark|light`, its
 * default key `mui-color-scheme`): MUI's theme writes them, so the page reads them as MUI does.
 */
const SCHEME_OF_MODE_KEY = 'mui-color-scheme';

/**
 * Puts the class of the visitor's saved colour scheme on the document root, before anything is
 * painted, so a light-theme visitor never sees the dark page first. It does what MUI's
 * `InitColorSchemeScript` does with the site's settings (`COLOR_SCHEME_SETTINGS` in
 * `@site/platform`: the class attribute, the `theme` key, dark by default), as a module of the
 * page's runtime. Storage refused (private browsing) leaves the server's class.
 */
export function applySavedColorScheme(): void {
  try {
    const mode = localStorage.getItem(THEME_STORAGE_KEY) || DEFAULT_THEME;
    const dark = localStorage.getItem(`${SCHEME_OF_MODE_KEY}-dark`) || 'dark';
    const light = localStorage.getItem(`${SCHEME_OF_MODE_KEY}-light`) || 'light';
    let scheme = '';
    if (mode === 'system') scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? dark : light;
    if (mode === 'light') scheme = light;
    if (mode === 'dark') scheme = dark;
    if (scheme) {
      document.documentElement.classList.remove(light, dark);
      document.documentElement.classList.add(scheme);
    }
  } catch {
    // The server's class stays.
  }
}
