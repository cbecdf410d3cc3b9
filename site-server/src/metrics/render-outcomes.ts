import type { RenderedPage } from '@site/contracts';
import type { PageRenderer, ServingRenderer } from '../page-cache/page-source';
import { routeLabel } from './route-label';
import type { PageRenderOutcome, SiteMetrics } from './site-metrics';

function outcomeOf(page: RenderedPage | undefined): PageRenderOutcome {
  // No page, or the renderer's 500 (the shell's renderPage itself threw).
  if (!page || page.status >= 500) return 'error';
  return page.renderBudgetSpent ? 'budget' : 'ok';
}

/**
 * The serving renderer, its renders counted: each render the page cache asks for (a miss, or a
 * stale page replaced) by route template and outcome, with its duration, and each part of the
 * page by section, the build that rendered it, and whether it rendered (the renderer's report).
 * A render that gave no page (the renderer failed or did not answer) or a 500 counts as an error.
 */
export function countedRenders(serving: ServingRenderer, metrics: SiteMetrics): ServingRenderer {
  return {
    renderer(): PageRenderer | undefined {
      const renderer = serving.renderer();
      if (!renderer) return undefined;
      return {
        buildsKey: renderer.buildsKey,
        async render(url) {
          const route = routeLabel(undefined, url);
          const stop = metrics.pageRenderDuration.startTimer({ route });
          let page: RenderedPage | undefined;
          try {
            page = await renderer.render(url);
            return page;
          } finally {
            stop();
            metrics.pageRenders.inc({ route, outcome: outcomeOf(page) });
            for (const part of page?.parts ?? []) {
              metrics.sectionRenders.inc({ section: part.section, build: part.build, outcome: part.outcome });
            }
          }
        },
      };
    },
  };
}
