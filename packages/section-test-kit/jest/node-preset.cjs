const swcTransform = require('./swc-transform.cjs');

/** Jest for code that runs in Node (contracts, scripts). */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(m?js|tsx?)$': swcTransform() },
  // Node 20 runs these ESM-only packages through require(esm); jest needs them compiled. The @site
  // packages are TypeScript source: installed outside this repo they sit in node_modules.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@site)/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};
