import type { CSSObject, Theme } from '@mui/material/styles';
import { DEFAULT_THEME, type ThemeMode } from '@site/contracts';

const OTHER_SCHEME: ThemeMode = DEFAULT_THEME === 'dark' ? 'light' : 'dark';

/**
 * Styles that differ by scheme, written for both: the default's plainly, the other's under the
 * root's scheme class. A page is the same HTML for every visitor, so a style may not be chosen in
 * JavaScript from the visitor's mode (`theme.palette.mode` is the default's on the server).
 */
export function stylesForEachScheme(theme: Theme, styles: (mode: ThemeMode) => CSSObject): CSSObject {
  return { ...styles(DEFAULT_THEME), ...(theme.applyStyles(OTHER_SCHEME, styles(OTHER_SCHEME)) as CSSObject) };
}
