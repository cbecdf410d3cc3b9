import type { Warm } from '../generations/generations';
import type { PageRenderer, ServingRenderer } from '../page-cache/page-source';

/**
 * Who renders a page request: a canary's generation when one is drawn for it (each request drawn
 * on its own, no cookie, no identifier), else the serving one. Either way the page names the
 * builds it was rendered with, so its islands load those builds; the page cache keys pages by them.
 */
export function canaryRouting(
  generations: { renderer(): PageRenderer | undefined; rendererOf(generation: Warm['generation']): PageRenderer },
  canaries: { pick(): Warm | undefined },
): ServingRenderer {
  return {
    renderer() {
      const serving = generations.renderer();
      if (!serving) return undefined;
      const canary = canaries.pick();
      return canary ? generations.rendererOf(canary.generation) : serving;
    },
  };
}
