/** QA's browser suite of the home section: `npm run test:browser -w mf-home -- [--site <url>] [--preview <token>]`. */
module.exports = require('@site/section-test-kit/jest/browser-suite-preset.cjs')(
  require('node:path').join(__dirname, '..'),
  'home',
);
