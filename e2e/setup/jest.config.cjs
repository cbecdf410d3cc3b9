const preset = require('@site/section-test-kit/jest/node-preset.cjs');

/** The e2e set-up itself (the stack it starts, how it fails), with no stack of the run's. */
module.exports = { ...preset, displayName: 'setup', rootDir: __dirname, testMatch: ['<rootDir>/*.test.ts'] };
