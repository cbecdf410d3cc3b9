import type { HOME_SKELETON_COUNTS } from '@site/contracts';

/**
 * What a home list says when the API has nothing in it: spec section 8's sentences for projects
 * and testimonials, and the same sentence for the two lists it does not name. Written out, so a
 * search for a spec text finds where it is shown.
 */
export const EMPTY_LIST_TEXTS: Record<keyof typeof HOME_SKELETON_COUNTS, string> = {
  developers: 'No developers available yet.',
  services: 'No services available yet.',
  projects: 'No projects available yet.',
  testimonials: 'No testimonials available yet.',
};
