const preset = require('@site/section-test-kit/jest/node-preset.cjs');

/** Checks of the production composition without a Docker engine: docker-compose.yml and its nginx configuration. */
module.exports = { ...preset, displayName: 'deploy', rootDir: __dirname, testMatch: ['<rootDir>/*.test.ts'] };
