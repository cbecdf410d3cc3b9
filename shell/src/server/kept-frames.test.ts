import { createElement } from 'react';
import { frameOf } from './kept-frames';
import { piecesForOnePage } from './kept-pieces';
import type { Frame } from './page-frame';

const BUILDS = { developers: 'b1' };

function frameWith(markup: string, keepable = true): Frame {
  return {
    pieces: [`<main>${markup}`, '</main>'],
    roots: [
      {
        kind: 'static',
        owner: 'developers',
        build: 'b1',
        module: './ProfilePage',
        id: 'r0',
        props: {},
        element: createElement('div'),
      },
    ],
    said: { islandReads: [], facts: { status: 200, structuredData: [] }, styles: { inserted: [], registered: [] } },
    budgetSpent: false,
    keepable,
  };
}

/** Asks for each path of the profile route in turn; returns the paths whose frame was rendered. */
async function rendersFor(paths: string[], frameOfPath: (path: string) => Frame): Promise<string[]> {
  const kept = piecesForOnePage();
  const rendered: string[] = [];
  for (const pathname of paths) {
    await frameOf(kept, { pathname, routePattern: '/developer/:id', sectionBuilds: BUILDS }, async () => {
      rendered.push(pathname);
      return frameOfPath(pathname);
    });
  }
  return rendered;
}

describe('frameOf', () => {
  it("renders a route's frame for two paths, then uses it for every other path when they were alike", async () => {
    const rendered = await rendersFor(['/developer/a', '/developer/b', '/developer/c', '/developer/d'], () =>
      frameWith('<nav>Developers</nav>'),
    );
    expect(rendered).toEqual(['/developer/a', '/developer/b']);
  });

  it('keeps a frame per path when two paths of the route gave different frames', async () => {
    const rendered = await rendersFor(['/developer/a', '/developer/b', '/developer/c', '/developer/a'], (path) =>
      frameWith(`<nav aria-label="${path}">Developers</nav>`),
    );
    expect(rendered).toEqual(['/developer/a', '/developer/b', '/developer/c']);
  });

  it('never keeps a frame that read data or was cut by the render budget', async () => {
    const rendered = await rendersFor(['/developer/a', '/developer/a', '/developer/b', '/developer/c'], () =>
      frameWith('<nav>Developers</nav>', false),
    );
    expect(rendered).toEqual(['/developer/a', '/developer/a', '/developer/b', '/developer/c']);
  });

  it('keeps the frames of a path no route knows by path only', async () => {
    const kept = piecesForOnePage();
    const rendered: string[] = [];
    for (const pathname of ['/nowhere/a', '/nowhere/b', '/nowhere/c', '/nowhere/a']) {
      await frameOf(kept, { pathname, routePattern: undefined, sectionBuilds: BUILDS }, async () => {
        rendered.push(pathname);
        return frameWith('<p>Not found</p>');
      });
    }
    expect(rendered).toEqual(['/nowhere/a', '/nowhere/b', '/nowhere/c']);
  });
});
