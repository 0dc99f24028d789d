module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api-client',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
