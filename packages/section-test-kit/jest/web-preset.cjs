const path = require('node:path');
const swcTransform = require('./swc-transform.cjs');

/** Jest for React code: the shell, the sections and @site/platform. The network is mocked with msw 2. */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: { '^.+\\.(m?js|tsx?|jsx)$': swcTransform() },
  // msw 2 pulls in ESM-only packages (.mjs): those are compiled to CommonJS too, and so are the
  // @site packages (TypeScript source), which a section outside this repo installs into node_modules.
  transformIgnorePatterns: ['/node_modules/(?!(until-async/|@site/|.*.mjs$))'],
  setupFilesAfterEnv: [path.join(__dirname, 'web-setup.ts')],
  moduleNameMapper: {
    '\\.(css|svg|png|webp|jpg)$': path.join(__dirname, 'file-stub.cjs'),
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
};
