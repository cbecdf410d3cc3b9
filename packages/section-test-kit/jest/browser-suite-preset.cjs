const path = require('node:path');
const preset = require('./node-preset.cjs');

/**
 * A section's browser suite (QA's): `<section>/browser/*.browser.ts` in Node, driving Chromium
 * (playwright-core) against the site `npm run test:browser` names, or in `npm test` the e2e run's
 * stack (e2e/jest.config.cjs adds its global setup to these projects).
 */
module.exports = function browserSuitePreset(sectionDir, section) {
  return {
    ...preset,
    displayName: `browser:${section}`,
    rootDir: sectionDir,
    roots: [path.join(sectionDir, 'browser')],
    testMatch: ['<rootDir>/browser/*.browser.ts'],
    // A page of the composed site on a loaded machine: navigation, hydration, a section's chunks.
    testTimeout: 90_000,
  };
};
