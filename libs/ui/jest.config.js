module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'ui',
  rootDir: __dirname,
  testEnvironment: 'node',
  // antd's CommonJS build for the tests (jest runs CommonJS; the apps bundle antd/es)
  moduleNameMapper: { '^antd/es/(.*)$': 'antd/lib/$1' },
  // the browser APIs jsdom lacks and antd uses (matchMedia for Descriptions' breakpoints, ...), as in the apps' DOM tests
  setupFiles: [require.resolve('../../tools/jest/dom-setup.js')],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
};
