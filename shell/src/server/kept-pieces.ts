import { BoundedShelf } from './bounded-shelf';
import type { Fragment, Said } from './fragment';
import type { Frame } from './page-frame';

/**
 * What a renderer keeps between pages, bounded in size (JavaScript strings are two bytes a
 * character): roots by build, place, address, props and the answers of their reads; frames by
 * path and builds, and per route the first frame kept (kept-frames.ts: a route whose frame is the
 * same for every path renders it twice, not once per path). A renderer generation has one set of builds for its life, so nothing kept is
 * ever stale by code; data is checked on every use (each kept piece names its reads' digests).
 */
const FRAGMENT_BYTES = 48 * 1024 * 1024;
const FRAME_BYTES = 16 * 1024 * 1024;

export interface KeptPieces {
  fragments: BoundedShelf<Fragment>;
  frames: BoundedShelf<Frame>;
  /** By route pattern and builds: a few dozen at most (the route table's routes). */
  routeFrames: Map<string, RouteFrame>;
}

function saidBytes(said: Said): number {
  let chars = 0;
  for (const [id, css] of said.styles.inserted) chars += id.length + (css === true ? 0 : css.length);
  for (const [name, styles] of said.styles.registered) chars += name.length + styles.length;
  return chars * 2;
}

const bytesOfFragment = (fragment: Fragment) => fragment.html.length * 2 + saidBytes(fragment) + 1024;
const bytesOfFrame = (frame: Frame) =>
  frame.pieces.reduce((bytes, piece) => bytes + piece.length * 2, 0) + saidBytes(frame.said) + 1024;

/** The first frame kept for a route, and whether a second path of it gave the same frame. */
export interface RouteFrame {
  path: string;
  frame: Frame;
  /** Everything of the frame a page is made of, as text: two frames alike give two pages alike. */
  signature: string;
  /** Unknown until a second path of the route was rendered; then whether its frame was the same. */
  sameForEveryPath: boolean | undefined;
}

const keptBySections = new WeakMap<object, KeptPieces>();

/**
 * Pieces for one page alone, forgotten after it: a page rendered with what a visitor sent in a form
 * carries their words, which must never be kept for another page (nor reuse a piece rendered
 * without them).
 */
export function piecesForOnePage(): KeptPieces {
  return {
    fragments: new BoundedShelf(FRAGMENT_BYTES, bytesOfFragment),
    frames: new BoundedShelf(FRAME_BYTES, bytesOfFrame),
    routeFrames: new Map(),
  };
}

/** The pieces kept for one generation, known by its loaded section modules (one object for its life). */
export function keptPiecesOf(sections: object): KeptPieces {
  let kept = keptBySections.get(sections);
  if (!kept) {
    kept = {
      fragments: new BoundedShelf(FRAGMENT_BYTES, bytesOfFragment),
      frames: new BoundedShelf(FRAME_BYTES, bytesOfFrame),
      routeFrames: new Map(),
    };
    keptBySections.set(sections, kept);
  }
  return kept;
}
