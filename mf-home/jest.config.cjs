/**
 * The web preset, with room for the home page's tests: each renders MUI sections in jsdom and
 * several open a dialog or wait for a retry; on a busy two-core CI machine that can outlast 5 s.
 */
module.exports = { ...require('../scripts/jest/web-preset.cjs'), testTimeout: 15_000 };
