const swcTransform = require('./swc-transform.cjs');

/** Jest for code that runs in Node (contracts, scripts). */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(m?js|tsx?)$': swcTransform() },
  // Node 20 runs these ESM-only packages through require(esm); jest needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};
