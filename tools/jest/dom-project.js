// Jest config of a web project with DOM tests (jsdom through the `@jest-environment jsdom` docblock, set up by
// dom-setup.js). The tests take antd's CommonJS build; the apps bundle its ES modules.
const { join } = require('node:path');
const preset = require('../../jest.preset.js');

/** @param {string} displayName @param {string} rootDir the project's folder (its `__dirname`) */
module.exports = function domProject(displayName, rootDir) {
  return {
    ...preset,
    displayName,
    rootDir,
    testEnvironment: 'node',
    // A DOM test renders antd screens: seconds on a busy 2-core machine, where the 5 s default cuts it short.
    testTimeout: 20_000,
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    setupFiles: [join(__dirname, 'dom-setup.js')],
    moduleNameMapper: {
      ...preset.moduleNameMapper,
      '^antd/es/(.*)$': 'antd/lib/$1',
      '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
    },
  };
};
