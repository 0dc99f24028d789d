// Unit specs only (*.spec.ts): no database, no HTTP server.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'api',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // @fastify/static's content-disposition ships as ES modules only: compiled to CommonJS like the sources.
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/'],
};
