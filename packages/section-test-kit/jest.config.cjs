const preset = require('./jest/node-preset.cjs');

/** The test kit's own tests: which site a browser suite drives. */
module.exports = { ...preset, displayName: 'section-test-kit', testMatch: ['<rootDir>/src/**/*.test.ts'] };
