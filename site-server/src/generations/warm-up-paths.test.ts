import { SITE_ROUTES } from '@site/contracts';
import { linkedWarmUpPaths, routeWarmUpPaths } from './warm-up-paths';

describe("the warm-up's addresses", () => {
  it('renders every route once, an optional parameter left out', () => {
    const paths = routeWarmUpPaths(SITE_ROUTES);
    expect(paths).toHaveLength(SITE_ROUTES.length);
    expect(paths).toContainEqual({ route: '/developer/:id?', path: '/developer' });
    expect(paths).toContainEqual({ route: '/developers', path: '/developers' });
  });

  it('then, for a route with a parameter, the first address of it the rendered pages link to', () => {
    const directory =
      '<a class="x" href="/developers?page=2">Next</a><a href="/developer/655220f4-a45c?from=%2Fdevelopers">Amelia</a>' +
      '<a href="/developer/77aa">Ben</a>';
    expect(linkedWarmUpPaths(SITE_ROUTES, ['<a href="/apps">Apps</a>', directory])).toEqual([
      { route: '/developer/:id?', path: '/developer/655220f4-a45c' },
    ]);
  });

  it('leaves out a route no rendered page links to, and never takes a link outside its pattern', () => {
    const html =
      '<a href="/developer">All</a><a href="/developer/a/b">Nested</a><link href="https://x.test/developer/1">';
    expect(linkedWarmUpPaths(SITE_ROUTES, [html])).toEqual([]);
  });
});
