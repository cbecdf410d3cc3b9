/** QA's browser suite of the products section: `npm run test:browser -w mf-products -- [--site <url>] [--preview <token>]`. */
module.exports = require('@site/section-test-kit/jest/browser-suite-preset.cjs')(
  require('node:path').join(__dirname, '..'),
  'products',
);
