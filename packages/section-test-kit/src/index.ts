/**
 * The browser suite's harness: a section's `browser/*.browser.ts` imports it from here, so the suite
 * runs the same inside this repository (against the e2e stack) and in a section's own repository.
 */
export * from './browser';
export { announceSiteUntilDone, PROJECT_SITE_SCRIPT, SITE_READY_PREFIX } from './browser-suite/project-site';
export * from './demo-booking';
export * from './site-under-test';
export * from './visual';
