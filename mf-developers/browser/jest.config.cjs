/** QA's browser suite of the developers section: `npm run test:browser -w mf-developers -- [--site <url>] [--preview <token>]`. */
module.exports = require('@site/section-test-kit/jest/browser-suite-preset.cjs')(
  require('node:path').join(__dirname, '..'),
  'developers',
);
