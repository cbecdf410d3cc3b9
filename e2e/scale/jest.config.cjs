const preset = require('@site/section-test-kit/jest/node-preset.cjs');

/**
 * Horizontal scale on one machine: API replicas and gateways behind a real nginx, rolled one at a
 * time under load (the builds must exist: npm test runs this after its build step).
 */
module.exports = { ...preset, displayName: 'scale', rootDir: __dirname, testMatch: ['<rootDir>/*.test.ts'] };
