module.exports = require('../../scripts/jest/node-preset.cjs');
