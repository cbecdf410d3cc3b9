import type { BrowserErrorReport, ExperienceBeacon, SectionBuildOnPage, WebVitalName } from '@site/contracts';

/** Errors one page view reports at most: a loop that throws must not send a beacon per turn. */
export const MAX_ERRORS_PER_PAGE_VIEW = 5;

export interface PageViewReport {
  /** Whether this page view reports its vitals (errors are reported either way). */
  readonly sampled: boolean;
  recordVital(name: WebVitalName, value: number): void;
  recordError(route: string, error: BrowserErrorReport): void;
  /** The beacons of everything recorded since the last call: one per route, none when there is nothing new. */
  takeBeacons(buildsOnRoute: (route: string) => SectionBuildOnPage[]): ExperienceBeacon[];
}

/** Milliseconds to the millisecond, CLS to four decimals: the beacon stays small and says no more than needed. */
function rounded(name: WebVitalName, value: number): number {
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/**
 * What one page view has to report. The vitals belong to the page the visitor landed on (`web-vitals`
 * measures the document's load and life, not the routes it moves through); an error belongs to the
 * route shown when it was thrown. Each vital is sent once per page view: a later, larger value of
 * INP or CLS (the visitor came back to the tab) is dropped rather than counted a second time, as
 * the API keeps no identifier to tell the two apart.
 */
export function createPageViewReport(landingRoute: string, sampled: boolean): PageViewReport {
  const vitals = new Map<WebVitalName, number>();
  const sentVitals = new Set<WebVitalName>();
  const errors = new Map<string, BrowserErrorReport[]>();
  let errorCount = 0;

  return {
    sampled,
    recordVital(name, value) {
      if (sampled && !sentVitals.has(name) && Number.isFinite(value) && value >= 0)
        vitals.set(name, rounded(name, value));
    },
    recordError(route, error) {
      if (errorCount >= MAX_ERRORS_PER_PAGE_VIEW) return;
      errorCount += 1;
      errors.set(route, [...(errors.get(route) ?? []), error]);
    },
    takeBeacons(buildsOnRoute) {
      const routes = new Set([...(vitals.size > 0 ? [landingRoute] : []), ...errors.keys()]);
      const beacons = [...routes].map((route) => ({
        route,
        builds: buildsOnRoute(route),
        vitals: route === landingRoute ? [...vitals].map(([name, value]) => ({ name, value })) : [],
        errors: errors.get(route) ?? [],
      }));
      for (const name of vitals.keys()) sentVitals.add(name);
      vitals.clear();
      errors.clear();
      return beacons;
    },
  };
}
