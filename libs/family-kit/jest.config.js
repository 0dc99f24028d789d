const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'family-kit',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  setupFiles: ['<rootDir>/../../tools/jest/dom-setup.js'],
  // The component tests (jsdom) take antd's CommonJS build; the apps bundle its ES modules.
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
  },
};
