/** QA's browser suite of the apps section: `npm run test:browser -w mf-apps -- [--site <url>] [--preview <token>]`. */
module.exports = require('@site/section-test-kit/jest/browser-suite-preset.cjs')(
  require('node:path').join(__dirname, '..'),
  'apps',
);
