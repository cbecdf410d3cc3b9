import { usePageMeta } from '@site/platform';
import type { PageMeta as PageMetaContent } from './content-types';

/**
 * Sets the page's document title and meta description. A component of its own, not a hook call in
 * the page, because usePageMeta follows the location: a page calling it directly would re-render
 * whole on every navigation (a click on a contact button, a hash change).
 */
export function PageMeta({ meta }: { meta: PageMetaContent }) {
  usePageMeta(meta.title, meta.description);
  return null;
}
