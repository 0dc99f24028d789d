module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'ui',
  rootDir: __dirname,
  testEnvironment: 'node',
  // antd's CommonJS build for the tests (jest runs CommonJS; the apps bundle antd/es)
  moduleNameMapper: { '^antd/es/(.*)$': 'antd/lib/$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
