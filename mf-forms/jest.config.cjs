const path = require('node:path');
const preset = require('../scripts/jest/web-preset.cjs');

/**
 * The forms are driven the way a visitor uses them (typing, choosing, clicking) through MUI in
 * jsdom; on a busy shared machine one such test can take longer than jest's default 5 s.
 */
module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, path.join(__dirname, 'src', 'testing', 'setup.ts')],
  testTimeout: 30_000,
};
