import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { COLOR_SCHEME_SETTINGS } from '@site/platform';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The one script a page runs inline, in its head before anything is painted: it puts the class of
 * the visitor's saved scheme on the document root, so a light-theme visitor never sees the dark
 * page first. MUI's own, with the site's settings; the same text on every page, allowed by its hash.
 */
export const COLOR_SCHEME_SCRIPT = renderToStaticMarkup(
  createElement(InitColorSchemeScript, {
    attribute: COLOR_SCHEME_SETTINGS.attribute,
    modeStorageKey: COLOR_SCHEME_SETTINGS.modeStorageKey,
    defaultMode: COLOR_SCHEME_SETTINGS.defaultMode,
  }),
);
