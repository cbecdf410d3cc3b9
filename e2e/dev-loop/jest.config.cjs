const preset = require('@site/section-test-kit/jest/node-preset.cjs');

/**
 * The development loop: the shell's and one section's real dev servers (`npm run dev`'s), on free
 * ports, in Chromium. Needs no build and no stack.
 */
module.exports = { ...preset, displayName: 'dev-loop', rootDir: __dirname, testMatch: ['<rootDir>/*.test.ts'] };
