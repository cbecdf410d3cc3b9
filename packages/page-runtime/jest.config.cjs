module.exports = {
  ...require('@site/section-test-kit/jest/web-preset.cjs'),
  // Its tests read the built inline scripts: built first when their sources changed.
  globalSetup: '<rootDir>/build/jest-global-setup.ts',
};
