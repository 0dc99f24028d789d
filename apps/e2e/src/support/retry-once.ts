// A browser test that fails is run once more, its first failure printed in full (jest's logErrorsBeforeRetry). On
// CI's 2 cores, with two spec files at a time, a rare timing miss (a key press racing a re-render, a click on a
// dialog still zooming in) failed whole runs; a real defect fails both runs and CI stays red. The printed first
// failures are the list of timing misses to fix in the specs.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
