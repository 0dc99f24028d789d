// The plugin's and the generator's unit tests (*.spec.ts beside them).
module.exports = {
  ...require('../../../jest.preset.js'),
  displayName: 'family-remotes',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts'],
};
