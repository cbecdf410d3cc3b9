import { EXPERIENCE_SAMPLE_RATE } from '@site/contracts';
import { type SectionLocations, sectionLocations } from '../federation/section-locations';
import { buildsOnRoute, errorOwner, routeTemplate, scriptOfError } from './attribute';
import { createPageViewReport } from './collect';
import { ISLAND_ERROR_EVENT, islandErrorOf } from './island-errors';
import { measureVitalsAfterLoad } from './measure-vitals';
import { sendExperienceBeacon } from './send';

export interface ExperienceOptions {
  /** The share of page views that report vitals (the contract's rate). */
  sampleRate?: number;
  /** A number in [0, 1) per page view: below the rate, the view is sampled. */
  random?: () => number;
}

/**
 * Reports this page view's experience (issue 23): its Core Web Vitals when sampled, and its
 * uncaught errors always (an island's own errors, which React handles, included), each tagged
 * with the route template and the section builds on the page.
 * Everything is sent when the page is hidden (a tab switched, closed or left), the one moment a
 * page reliably gets on every browser, phones included. Returns what stops it (for tests).
 */
export function startExperienceReporting({
  sampleRate = EXPERIENCE_SAMPLE_RATE,
  random = Math.random,
}: ExperienceOptions = {}): () => void {
  const currentRoute = () => routeTemplate(window.location.pathname);
  const report = createPageViewReport(currentRoute(), random() < sampleRate);
  let locations: Partial<SectionLocations> = {};
  void sectionLocations().then((found) => {
    locations = found;
  });

  const onError = (event: ErrorEvent) => report.recordError(currentRoute(), errorOwner(scriptOfError(event)));
  const onRejection = (event: PromiseRejectionEvent) =>
    report.recordError(currentRoute(), errorOwner(scriptOfError(event)));
  const onIslandError = (event: Event) => {
    const error = islandErrorOf(event);
    if (error) report.recordError(currentRoute(), error);
  };
  const sendWhatIsNew = () => {
    for (const beacon of report.takeBeacons((route) => buildsOnRoute(route, locations))) sendExperienceBeacon(beacon);
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') sendWhatIsNew();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener(ISLAND_ERROR_EVENT, onIslandError);
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', sendWhatIsNew);

  if (report.sampled) measureVitalsAfterLoad(report.recordVital);

  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener(ISLAND_ERROR_EVENT, onIslandError);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', sendWhatIsNew);
  };
}
