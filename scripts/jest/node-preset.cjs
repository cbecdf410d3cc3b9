const swcTransform = require('./swc-transform.cjs');

/** Jest for code that runs in Node (contracts, scripts). */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform() },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};
