import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work in slices: `await pause()` between pieces (a question, a block) gives the event loop a turn once the
 * current slice has run for `sliceMs`, so the learners' saves are answered while a big bank file is read and
 * checked (issue 25: an import must never hold other requests for more than 100 ms). Between turns it costs one
 * clock read.
 */
export function eventLoopPause(sliceMs = 10): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}

/** For callers that want the work done in one go (the bench, unit tests). */
export const noPause = (): undefined => undefined;
