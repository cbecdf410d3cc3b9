/** QA's browser suite of the forms section: `npm run test:browser -w mf-forms -- [--site <url>] [--preview <token>]`. */
module.exports = require('@site/section-test-kit/jest/browser-suite-preset.cjs')(
  require('node:path').join(__dirname, '..'),
  'forms',
);
