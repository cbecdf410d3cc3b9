import { type RefObject, useEffect } from 'react';

/** Set on a part's wrapper once React has hydrated (or rendered) the part. */
export const PART_HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Dispatched on a part's wrapper at that moment. */
export const PART_HYDRATED_EVENT = 'site:part-hydrated';

/**
 * Rendered inside a part's boundary, before its content, with no markup of its own: its effect
 * runs when React commits the part, that is once it is hydrated.
 */
export function PartHydratedMark({ wrapper }: { wrapper: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    element.setAttribute(PART_HYDRATED_ATTRIBUTE, 'true');
    element.dispatchEvent(new Event(PART_HYDRATED_EVENT));
  }, [wrapper]);
  return null;
}
