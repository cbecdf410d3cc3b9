const path = require('node:path');
const swcTransform = require('./swc-transform.cjs');

/** Jest for React code: the shell, the sections and @site/platform. The network is mocked with msw 2. */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: { '^.+\\.(t|j)sx?$': swcTransform() },
  setupFilesAfterEnv: [path.join(__dirname, 'web-setup.ts')],
  moduleNameMapper: {
    '\\.(css|svg|png|webp|jpg)$': path.join(__dirname, 'file-stub.cjs'),
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
};
