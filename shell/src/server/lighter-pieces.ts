import type { PageStyleRules } from '@site/contracts';
import { BoundedShelf } from './bounded-shelf';
import { type Frame, mark } from './page-frame';
import type { RootSpec } from './page-roots';
import { libraryClassesNamedByRules, withoutUnnamedLibraryClasses } from './unused-library-classes';

/**
 * `withoutUnusedLibraryClasses` for a page assembled from pieces, done once per kept piece and set
 * of named classes instead of over every page's whole markup (it was 13 % of a miss of `/` once
 * the pieces were kept). A static root's HTML is looked up by the string itself: a kept root is the
 * same string object on every page, whose hash V8 keeps. Island roots are left as written.
 */
const STRIPPED_BYTES = 16 * 1024 * 1024;
const strippedRoots = new BoundedShelf<Map<string, string>>(STRIPPED_BYTES, (byNamed) => {
  let chars = 0;
  for (const stripped of byNamed.values()) chars += stripped.length;
  return chars * 4;
});
const strippedFrames = new WeakMap<Frame, Map<string, string[]>>();

function strippedFrame(frame: Frame, namedKey: string, named: ReadonlySet<string>): string[] {
  let byNamed = strippedFrames.get(frame);
  if (!byNamed) {
    byNamed = new Map();
    strippedFrames.set(frame, byNamed);
  }
  let pieces = byNamed.get(namedKey);
  if (!pieces) {
    const template = frame.pieces.map((piece, index) => (index === 0 ? piece : mark(index - 1) + piece)).join('');
    const stripped = withoutUnnamedLibraryClasses(template, named);
    pieces = [];
    let from = 0;
    for (let index = 0; index < frame.roots.length; index += 1) {
      const at = stripped.indexOf(mark(index), from);
      pieces.push(stripped.slice(from, at));
      from = at + mark(index).length;
    }
    pieces.push(stripped.slice(from));
    byNamed.set(namedKey, pieces);
  }
  return pieces;
}

function strippedRoot(html: string, namedKey: string, named: ReadonlySet<string>): string {
  let byNamed = strippedRoots.get(html);
  const known = byNamed?.get(namedKey);
  if (known !== undefined) return known;
  const stripped = withoutUnnamedLibraryClasses(html, named);
  byNamed = new Map(byNamed ?? []);
  byNamed.set(namedKey, stripped);
  strippedRoots.set(html, byNamed);
  return stripped;
}

/** The page's markup as sent: its frame and static roots without the MUI classes no rule names. */
export function lighterAssembly(
  frame: Frame,
  roots: readonly { spec: RootSpec; html: string }[],
  rules: PageStyleRules,
): string {
  const named = libraryClassesNamedByRules(rules);
  const namedKey = [...named].sort().join(' ');
  const pieces = strippedFrame(frame, namedKey, named);
  let markup = pieces[0] ?? '';
  for (const [index, { spec, html }] of roots.entries()) {
    markup += (spec.kind === 'static' ? strippedRoot(html, namedKey, named) : html) + (pieces[index + 1] ?? '');
  }
  return markup;
}
