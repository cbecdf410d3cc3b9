const path = require('node:path');
const preset = require('@site/section-test-kit/jest/node-preset.cjs');

/** One stack for the run: jest runs a global setup named by several projects once. */
const ONE_STACK = {
  globalSetup: path.join(__dirname, 'support', 'global-setup.ts'),
  globalTeardown: path.join(__dirname, 'support', 'global-teardown.ts'),
};

/** QA's browser suite of each section (`mf-<section>/browser/`), here against the run's stack. */
const SECTION_BROWSER_SUITES = ['mf-home', 'mf-apps', 'mf-developers', 'mf-products', 'mf-forms'].map((folder) => ({
  ...require(path.join(__dirname, '..', folder, 'browser', 'jest.config.cjs')),
  ...ONE_STACK,
}));

/**
 * The composed site in Chromium: one stack for the run (global setup), one browser per spec file,
 * shared with the sections' browser suites; the production composition's checks (deploy/); the
 * set-up's own tests (setup/); the dev servers' loop (dev-loop/).
 */
module.exports = {
  projects: [
    {
      ...preset,
      displayName: 'e2e',
      rootDir: __dirname,
      testMatch: ['<rootDir>/specs/*.spec.ts'],
      ...ONE_STACK,
    },
    ...SECTION_BROWSER_SUITES,
    require('./deploy/jest.config.cjs'),
    require('./setup/jest.config.cjs'),
    require('./scale/jest.config.cjs'),
    require('./tracing/jest.config.cjs'),
    require('./dev-loop/jest.config.cjs'),
  ],
  testTimeout: 90_000,
};
