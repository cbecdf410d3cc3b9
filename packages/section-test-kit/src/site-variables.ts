/**
 * The site a section's browser suite drives (`<section>/browser/*.browser.ts`): the one
 * `npm run test:browser -- --site <url> [--preview <token>]` names (through these variables), or in
 * `npm test` the e2e run's own stack. The suites assert only on what a visitor sees, so any site
 * of this project will do: a local one, staging, production, a preview on any of them.
 * A file of its own: the compiled `section-browser-suite` sets them without bundling the browser.
 */
export const SITE_VARIABLE = 'BROWSER_SUITE_SITE';
export const PREVIEW_VARIABLE = 'BROWSER_SUITE_PREVIEW';
/** The file in which the e2e run's global setup describes the stack it started (e2e/support/stack-paths.ts). */
export const STACK_FILE_VARIABLE = 'SITE_E2E_STACK_FILE';
