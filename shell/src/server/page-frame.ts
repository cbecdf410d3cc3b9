import type { IslandServerRenderer, SiteStore } from '@site/platform';
import type { ReactNode } from 'react';
import type { StaticPartRenderer } from '../islands/static-part-renderer';
import { newRecorder, type Recorder, type Said, saidBy } from './fragment';
import { islandSpec, type RootSpec, staticSpec } from './page-roots';
import { storeNotingReads } from './reads-islands-use';
import { renderComplete } from './render-complete';

/** Where the page's tree sends each root it meets outside any other root (its parts, its islands). */
export interface RootSink {
  staticPart: StaticPartRenderer;
  island: IslandServerRenderer;
}

/** The page's tree, rendered into a recorder's facts and emotion cache, with its roots sent to `sink`. */
export type PageTree = (recorder: Recorder, store: SiteStore, sink: RootSink) => ReactNode;

/**
 * The page around its roots: the shell's layout (nav bar, footer, the slots of the route's parts) with
 * a mark where each root goes. It depends on the path alone (the shell's layout reads no query and,
 * when `keepable`, no data), so it is rendered once per path and build, and every page of that path
 * is this frame with its roots put in.
 */
export interface Frame {
  /** The markup cut at each root's place: one more piece than roots. */
  pieces: string[];
  roots: RootSpec[];
  said: Said;
  budgetSpent: boolean;
  /** It read nothing and finished within the budget: the same for every page of its path. */
  keepable: boolean;
}

/** Where a root goes in the frame's markup: a comment, which no component can write and no tag pattern matches. */
export const mark = (index: number) => `<!--site-root:${index}-->`;

/** The page's tree with each root left as a mark (a root is written whole or not at all, so its mark stands for it). */
export async function renderFrame(
  tree: PageTree,
  store: SiteStore,
  options: Parameters<typeof renderComplete>[1],
): Promise<Frame> {
  const recorder = newRecorder();
  const met: RootSpec[] = [];
  const take = (spec: RootSpec) => {
    met.push(spec);
    return mark(met.length - 1);
  };
  const sink: RootSink = { staticPart: (part) => take(staticSpec(part)), island: (island) => take(islandSpec(island)) };
  const { markup, budgetSpent } = await renderComplete(
    tree(recorder, storeNotingReads(store, recorder.reads), sink),
    options,
  );
  const pieces: string[] = [];
  const roots: RootSpec[] = [];
  let from = 0;
  for (const [index, spec] of met.entries()) {
    // A root inside a boundary React gave up on (the budget) is not in the markup.
    const at = markup.indexOf(mark(index), from);
    if (at === -1) continue;
    pieces.push(markup.slice(from, at));
    roots.push(spec);
    from = at + mark(index).length;
  }
  pieces.push(markup.slice(from));
  return { pieces, roots, said: saidBy(recorder), budgetSpent, keepable: recorder.reads.size === 0 && !budgetSpent };
}

/** The frame with each root's HTML in its place. */
export function assembled(frame: Frame, roots: readonly string[]): string {
  let markup = frame.pieces[0] ?? '';
  for (const [index, html] of roots.entries()) markup += html + (frame.pieces[index + 1] ?? '');
  return markup;
}
