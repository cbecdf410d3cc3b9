const preset = require('@site/section-test-kit/jest/node-preset.cjs');

/** The build kit's own tests: ports, the dev server, the precompressed files, a reproducible build. */
module.exports = { ...preset, displayName: 'section-build-kit', testMatch: ['<rootDir>/src/**/*.test.ts'] };
