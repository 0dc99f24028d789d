const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'staff',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFiles: ['<rootDir>/../../tools/jest/dom-setup.js'],
  // The DOM tests (jsdom, `@jest-environment jsdom` docblock) take antd's CommonJS build; the app bundles its ES
  // modules.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
  },
};
