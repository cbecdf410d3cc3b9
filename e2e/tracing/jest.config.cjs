const preset = require('@site/section-test-kit/jest/node-preset.cjs');

/**
 * Traces across the site's processes: a stack of its own (the run's has no OTLP endpoint, so pays
 * nothing for tracing), exporting to a receiver the test starts (the builds must exist: npm test
 * runs this after its build step).
 */
module.exports = { ...preset, displayName: 'tracing', rootDir: __dirname, testMatch: ['<rootDir>/*.test.ts'] };
