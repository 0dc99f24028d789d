module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'i18n',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
