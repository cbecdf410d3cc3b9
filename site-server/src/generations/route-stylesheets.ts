import type { PageStyleRules, PageStylesheet } from '@site/contracts';

/** One warmed page's CSS, and the route it stands for. */
export interface RouteStyles {
  route: string;
  rules: PageStyleRules;
}

/**
 * The stylesheets pages link, made by the shell's `makeStylesheet`: each route's, of the pages the
 * warm-up rendered for it (a profile's two: `/developer` and a real one), and one of every route
 * for a page whose route has none.
 */
export function stylesheetsOf(
  makeStylesheet: (pages: readonly PageStyleRules[]) => PageStylesheet,
  styles: readonly RouteStyles[],
): { pageStylesheet: PageStylesheet; routeStylesheets: Record<string, PageStylesheet> } {
  const byRoute = new Map<string, PageStyleRules[]>();
  for (const { route, rules } of styles) byRoute.set(route, [...(byRoute.get(route) ?? []), rules]);
  return {
    pageStylesheet: makeStylesheet(styles.map(({ rules }) => rules)),
    routeStylesheets: Object.fromEntries([...byRoute].map(([route, pages]) => [route, makeStylesheet(pages)])),
  };
}
