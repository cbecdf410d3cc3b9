const preset = require('@site/section-test-kit/jest/node-preset.cjs');

/** The release command's own tests: a build's id, its publication. */
module.exports = { ...preset, displayName: 'section-release', testMatch: ['<rootDir>/src/**/*.test.ts'] };
