import type { PageStyleRules, PageStylesheet } from '@site/contracts';
import { stylesheetsOf } from './route-stylesheets';

/** A stand-in for the shell's pageStylesheetOf: every rule of the pages, in order, each once. */
function makeStylesheet(pages: readonly PageStyleRules[]): PageStylesheet {
  const ids = [...new Set(pages.flatMap((page) => page.rules.map(({ id }) => id)))];
  return { file: `${ids.join('-')}.css`, css: ids.map((id) => `.css-${id}{}`).join(''), globals: [], ids };
}

const rules = (...ids: string[]): PageStyleRules => ({ globals: [], rules: ids.map((id) => ({ id, css: '' })) });

describe('the stylesheets of a warm-up', () => {
  it("make one per route of its pages' rules, and one of every page", () => {
    const { pageStylesheet, routeStylesheets } = stylesheetsOf(makeStylesheet, [
      { route: '/', rules: rules('shell', 'hero') },
      { route: '/developer/:id?', rules: rules('shell', 'missing') },
      { route: '/pricing', rules: rules('shell', 'plans') },
      { route: '/developer/:id?', rules: rules('shell', 'profile') },
      { route: '*', rules: rules('shell', 'not-found') },
    ]);
    expect(Object.fromEntries(Object.entries(routeStylesheets).map(([route, sheet]) => [route, sheet.ids]))).toEqual({
      '/': ['shell', 'hero'],
      '/developer/:id?': ['shell', 'missing', 'profile'],
      '/pricing': ['shell', 'plans'],
      '*': ['shell', 'not-found'],
    });
    expect(pageStylesheet.ids).toEqual(['shell', 'hero', 'missing', 'plans', 'profile', 'not-found']);
  });
});
