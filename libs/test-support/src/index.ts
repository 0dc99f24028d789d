// Test helpers shared by the API suites and the browser tests (tag scope:testing: only those may import it).
export * from './smtp-catcher';
