module.exports = require('@site/section-test-kit/jest/node-preset.cjs');
