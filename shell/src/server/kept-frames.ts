import type { KeptPieces } from './kept-pieces';
import type { Frame } from './page-frame';

/** The frame as the page uses it: its markup, its roots (but their React elements) and what it said. */
export function frameSignature(frame: Frame): string {
  return JSON.stringify([
    frame.pieces,
    frame.roots.map(({ element: _element, ...spec }) => spec),
    frame.said,
    frame.budgetSpent,
  ]);
}

/**
 * The frame of this path with these builds: kept from an earlier page, or rendered (and kept when
 * it can be). The shell's layout reads the path, so a frame is kept per path; but most routes'
 * frames are the same for every path (a profile's `/developer/:id`: the nav bar, the footer and
 * the slot of its part, whose own root reads the id), and a crawl of a thousand profiles would
 * render a thousand identical frames. So the second path of a route is rendered too and compared
 * with the first: when they are alike in every byte, root and fact, every later path of the route
 * uses the route's frame; when not, each path keeps its own, as before. A frame that read data or
 * was cut by the render budget is never kept.
 */
export async function frameOf(
  kept: KeptPieces,
  page: { pathname: string; routePattern: string | undefined; sectionBuilds: Record<string, string> },
  render: () => Promise<Frame>,
): Promise<Frame> {
  const { pathname, routePattern, sectionBuilds } = page;
  const pathKey = JSON.stringify([pathname, sectionBuilds]);
  const known = kept.frames.get(pathKey);
  if (known) return known;
  const routeKey = routePattern === undefined ? undefined : JSON.stringify([routePattern, sectionBuilds]);
  const ofRoute = routeKey === undefined ? undefined : kept.routeFrames.get(routeKey);
  if (ofRoute?.sameForEveryPath) return ofRoute.frame;
  const frame = await render();
  if (!frame.keepable) return frame;
  kept.frames.set(pathKey, frame);
  if (routeKey === undefined) return frame;
  if (!ofRoute) {
    kept.routeFrames.set(routeKey, {
      path: pathname,
      frame,
      signature: frameSignature(frame),
      sameForEveryPath: undefined,
    });
  } else if (ofRoute.sameForEveryPath === undefined && ofRoute.path !== pathname) {
    ofRoute.sameForEveryPath = frameSignature(frame) === ofRoute.signature;
  }
  return frame;
}
