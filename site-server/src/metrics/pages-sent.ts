import { BUILD_SERIES_PER_SECTION, type SectionName } from '@site/contracts';
import type { ShelvedPage } from '../page-cache/shelved-page';
import type { SiteMetrics } from './site-metrics';

const OUTCOMES = ['ok', 'error'] as const;

/**
 * Counts every page sent for each section on it, by the build the page carries: what a canary's
 * errors are divided by (`canary/`). Its build labels come from the server's own pins, never from
 * a request, and a section keeps the series of its BUILD_SERIES_PER_SECTION builds last sent: an
 * older build's series are removed when a newer one is first sent (Prometheus keeps what it
 * scraped), so a server that lives through many releases does not grow its series forever.
 */
export function countedPagesSent(metrics: SiteMetrics): (page: ShelvedPage) => void {
  const recent = new Map<SectionName, string[]>();
  const remember = (section: SectionName, build: string) => {
    const builds = recent.get(section) ?? [];
    const at = builds.indexOf(build);
    if (at === builds.length - 1 && at !== -1) return;
    if (at !== -1) builds.splice(at, 1);
    builds.push(build);
    recent.set(section, builds);
    for (const gone of builds.splice(0, Math.max(0, builds.length - BUILD_SERIES_PER_SECTION)))
      for (const outcome of OUTCOMES) metrics.pagesSent.remove({ section, build: gone, outcome });
  };
  return (page) => {
    for (const { section, build, failed } of page.sections) {
      remember(section, build);
      metrics.pagesSent.inc({ section, build, outcome: failed ? 'error' : 'ok' });
    }
  };
}
