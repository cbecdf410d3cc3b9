import type { ComponentType } from 'react';

const STATIC_PART = Symbol.for('@site/platform/static-part');

/**
 * Marks a part a section exposes as static: on a server-rendered page its HTML is written and
 * never hydrated, and whatever a visitor can act on inside it is an `Island`. A part not marked
 * is hydrated whole, as one island (the way a section moves to islands one part at a time).
 */
export function staticPart<C extends ComponentType<never>>(component: C): C {
  (component as unknown as Record<symbol, boolean>)[STATIC_PART] = true;
  return component;
}

export function isStaticPart(component: unknown): boolean {
  return (component as unknown as Record<symbol, boolean | undefined>)[STATIC_PART] === true;
}
