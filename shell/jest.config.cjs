module.exports = {
  ...require('@site/section-test-kit/jest/web-preset.cjs'),
  // The server's page and the islands' tests read the page runtime as built: built first when changed.
  globalSetup: require.resolve('@site/page-runtime/jest-global-setup'),
};
