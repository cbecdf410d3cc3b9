import type { SubmittedForm } from '@site/contracts';
import {
  IslandFrame,
  IslandOwnerContext,
  type IslandServerRenderer,
  IslandServerRendererContext,
  readsStarterOf,
  ServerPageProvider,
} from '@site/platform';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { StaticPartRenderer } from '../islands/static-part-renderer';
import type { BoundedShelf } from './bounded-shelf';
import { applyFragment, type Fragment, fragmentOf, newRecorder, type Recorder, saidBy } from './fragment';
import type { PageReads } from './page-reads';
import { storeNotingReads } from './reads-islands-use';

/** One root of the page's markup: a static part (never hydrated) or an island (hydrated alone). */
export interface RootSpec {
  kind: 'static' | 'island';
  owner: string;
  build: string;
  module: string;
  /** Its `identifierPrefix`: unique on the page and stable for its place (React's `useId`). */
  id: string;
  routePath?: string;
  props: object;
  element: ReactElement;
}

/** Any origin: a part's reads depend on the address's path and query only. */
const ADDRESS_BASE = 'http://page.invalid';

/** One pass over the page's roots. */
export interface RootsPass {
  reads: PageReads;
  /** The page's address (path and query): a root's router reads it. */
  address: string;
  onError: (error: unknown) => void;
  /** Roots kept from earlier pages, by `rootKey`. */
  fragments: BoundedShelf<Fragment>;
  /** The first pass only starts the page's reads; the second writes the page with their answers. */
  discovering: boolean;
  /** Roots that threw in this pass (a failed root is not rendered twice in one pass). */
  failed: Set<string>;
  /** What a visitor sent in a form this page answers (its pieces are then never kept: piecesForOnePage). */
  submittedForm?: SubmittedForm;
}

/**
 * What a root's HTML depends on besides its reads: its code (owner, build, module), its place
 * (`id`), the route and address its router sees, and its props.
 */
function rootKey(spec: RootSpec, address: string): string {
  return JSON.stringify([
    spec.kind,
    spec.owner,
    spec.build,
    spec.module,
    spec.id,
    spec.routePath ?? '',
    address,
    spec.props,
  ]);
}

/**
 * A root as the browser hydrates it: its own React root with `identifierPrefix` = its id, inside the
 * page's store, theme and address. A static part's islands are roots of their own, owned by the
 * part's section and build; an island's islands are plain components (in the browser they are
 * part of its root too).
 */
function rootElement(pass: RootsPass, recorder: Recorder, spec: RootSpec): ReactElement {
  const island = spec.kind === 'island';
  const store = island
    ? storeNotingReads(pass.reads.store, recorder.reads, recorder.islandReads)
    : storeNotingReads(pass.reads.store, recorder.reads);
  const content = island ? (
    spec.element
  ) : (
    <IslandServerRendererContext.Provider value={islandRenderer(pass, recorder)}>
      <IslandOwnerContext.Provider value={{ owner: spec.owner, build: spec.build }}>
        {spec.element}
      </IslandOwnerContext.Provider>
    </IslandServerRendererContext.Provider>
  );
  return (
    <ServerPageProvider facts={recorder.facts}>
      <IslandFrame
        store={store}
        emotionCache={recorder.emotionCache}
        serverAddress={pass.address}
        routePath={spec.routePath}
      >
        {content}
      </IslandFrame>
    </ServerPageProvider>
  );
}

/**
 * A root's HTML (null when it threw: the browser renders it then), and what it did to the page said
 * into `into`. A root rendered before with the same key, whose reads answer the same now, is not
 * rendered again: its HTML, facts, rules and reads are reused. While discovering, a kept root only
 * starts the reads it made.
 */
export function renderRoot(pass: RootsPass, into: Recorder, spec: RootSpec): string | null {
  const key = rootKey(spec, pass.address);
  if (pass.failed.has(key)) return null;
  const kept = pass.fragments.get(key);
  if (kept && pass.discovering) {
    pass.reads.start(kept.reads);
    return kept.html;
  }
  const startReads = spec.kind === 'static' ? readsStarterOf(spec.element.type) : undefined;
  if (startReads && pass.discovering) {
    // Its section says what it reads at this address: no render only to learn it.
    startReads(pass.reads.store.dispatch, new URL(pass.address, ADDRESS_BASE));
    return '';
  }
  if (kept && pass.reads.unchanged(kept.reads)) {
    applyFragment(
      into,
      kept,
      kept.reads.map((read) => read.key),
    );
    return kept.html;
  }
  const recorder = newRecorder(pass.submittedForm);
  let html: string;
  try {
    html = renderToString(rootElement(pass, recorder, spec), { identifierPrefix: spec.id });
  } catch (error) {
    pass.onError(error);
    pass.failed.add(key);
    return null;
  }
  const fragment = pass.discovering ? undefined : fragmentOf(html, recorder, pass.reads);
  if (fragment) pass.fragments.set(key, fragment);
  applyFragment(into, fragment ?? saidBy(recorder), recorder.reads);
  return html;
}

/** An island met while rendering a static part: a root of its own, said into the part's recorder. */
function islandRenderer(pass: RootsPass, into: Recorder): IslandServerRenderer {
  return (island) => renderRoot(pass, into, islandSpec(island));
}

export function islandSpec(island: Parameters<IslandServerRenderer>[0]): RootSpec {
  return {
    kind: 'island',
    owner: island.owner,
    build: island.build,
    module: island.module,
    id: island.id,
    routePath: island.routePath,
    props: island.props,
    element: island.element,
  };
}

export function staticSpec(part: Parameters<StaticPartRenderer>[0]): RootSpec {
  return { kind: 'static', ...part };
}
