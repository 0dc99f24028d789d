// Writes each jest run's totals to tmp/jest-results/<project>--<target>.json, so that `npm test` can print one
// closing line for every suite it ran (Nx restores the file from its cache when a task is not re-run).
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const project = process.env.NX_TASK_TARGET_PROJECT || 'jest';
    const target = process.env.NX_TASK_TARGET_TARGET || 'test';
    const dir = path.join(__dirname, '..', '..', 'tmp', 'jest-results');
    fs.mkdirSync(dir, { recursive: true });
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numTotalTests, success } = results;
    fs.writeFileSync(
      path.join(dir, `${project}--${target}.json`),
      JSON.stringify({
        numPassedTests,
        numFailedTests,
        numPendingTests,
        numTodoTests,
        numTotalTests,
        success,
      }),
    );
  }
}

module.exports = SummaryReporter;
