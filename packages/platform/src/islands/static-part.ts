import type { ComponentType } from 'react';
import type { SiteStore } from '../store/create-store';

const STATIC_PART = Symbol.for('@site/platform/static-part');
const STARTS_READS = Symbol.for('@site/platform/static-part-reads');

/**
 * Starts the reads a static part makes at an address (`dispatch(endpoint.initiate(args))`), as its
 * components would ask for them: the server then need not render the part once only to learn
 * them. They must be exactly its components' reads; one it misses costs the render it saves (the
 * part is rendered again once the read answers), one too many costs an API call.
 */
export type StartReads = (dispatch: SiteStore['dispatch'], address: URL) => void;

interface StaticPartOptions {
  startReads?: StartReads;
}

/**
 * Marks a part a section exposes as static: on a server-rendered page its HTML is written and
 * never hydrated, and whatever a visitor can act on inside it is an `Island`. A part not marked
 * is hydrated whole, as one island (the way a section moves to islands one part at a time).
 */
export function staticPart<C extends ComponentType<never>>(component: C, options: StaticPartOptions = {}): C {
  const marked = component as unknown as Record<symbol, unknown>;
  marked[STATIC_PART] = true;
  if (options.startReads) marked[STARTS_READS] = options.startReads;
  return component;
}

export function isStaticPart(component: unknown): boolean {
  return (component as unknown as Record<symbol, boolean | undefined>)[STATIC_PART] === true;
}

/** What starts a static part's reads without rendering it, when its section says. */
export function readsStarterOf(component: unknown): StartReads | undefined {
  const starter = (component as Record<symbol, unknown> | null)?.[STARTS_READS];
  return typeof starter === 'function' ? (starter as StartReads) : undefined;
}
