// Browser tests of the composed portal: playwright-core drives Debian's Chromium against the real API,
// which serves the built shell and remotes. They run one file at a time (2 cores).
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
};
