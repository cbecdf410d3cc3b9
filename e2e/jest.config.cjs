const path = require('node:path');
const preset = require('../scripts/jest/node-preset.cjs');

/**
 * The composed site in Chromium: one stack for the run (global setup), one browser per spec file;
 * the production composition's checks (deploy/); the set-up's own tests (setup/); the dev servers'
 * loop (dev-loop/).
 */
module.exports = {
  projects: [
    {
      ...preset,
      displayName: 'e2e',
      rootDir: __dirname,
      testMatch: ['<rootDir>/specs/*.spec.ts'],
      globalSetup: path.join(__dirname, 'support', 'global-setup.ts'),
      globalTeardown: path.join(__dirname, 'support', 'global-teardown.ts'),
    },
    require('./deploy/jest.config.cjs'),
    require('./setup/jest.config.cjs'),
    require('./scale/jest.config.cjs'),
    require('./tracing/jest.config.cjs'),
    require('./dev-loop/jest.config.cjs'),
  ],
  testTimeout: 90_000,
};
