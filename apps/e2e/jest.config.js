// Browser tests of the composed portal: playwright-core drives Debian's Chromium against the real API,
// which serves the built shell and remotes. Two files run at a time: the specs mostly wait on the browser and the
// portal, so two of them share CI's 2 cores well; each spec has its
// own portal, port and data folder.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 2,
  setupFilesAfterEnv: ['<rootDir>/src/support/retry-once.ts'],
};
