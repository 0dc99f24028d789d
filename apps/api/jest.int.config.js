// Integration suite (*.int-spec.ts): the real application on a real database. TEST_DB=sqlite|mysql picks it;
// each worker gets its own database (see test/test-app.ts).
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: `api-int-${process.env.TEST_DB ?? 'sqlite'}`,
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  testTimeout: 30000,
  // @fastify/static's content-disposition ships as ES modules only: compiled to CommonJS like the sources.
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/'],
};
