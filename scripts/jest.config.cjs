const preset = require('@site/section-test-kit/jest/node-preset.cjs');

/** Tests of the repo plumbing: the gateway, the federation check, the route table's sitemap. */
module.exports = { ...preset, displayName: 'scripts', testMatch: ['<rootDir>/**/*.test.ts'] };
