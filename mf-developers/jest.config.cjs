/**
 * The web preset, with room for the directory's tests: each renders the whole page with MUI in
 * jsdom, and on a busy two-core CI machine typing into it can outlast jest's default 5 s.
 */
module.exports = { ...require('../scripts/jest/web-preset.cjs'), testTimeout: 15_000 };
