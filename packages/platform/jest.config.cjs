module.exports = require('@site/section-test-kit/jest/web-preset.cjs');
