import type { Flag } from '@portal/contracts';
import { AnswerJournal } from './journal';
import { memoryStore } from './memory-store';
import { SaveQueue, backoffDelay, isRetryable, type SaveState } from './save-queue';

const f = (s: string) => s.split('') as Flag[];

function setup(results: Array<'ok' | 'fail'>) {
  const store = memoryStore();
  const journal = new AnswerJournal(store, 'ket:journal:1');
  const sent: Flag[][][] = [];
  const states: SaveState[] = [];
  const failures: boolean[] = [];
  const send = jest.fn(async (answers: Flag[][]) => {
    sent.push(answers);
    const r = results.shift() ?? 'ok';
    if (r === 'fail') throw { status: 'FETCH_ERROR' };
  });
  const queue = new SaveQueue([f('00'), f('00')], {
    send,
    journal,
    onState: (s) => states.push(s),
    onFailure: (_e, first) => failures.push(first),
  });
  return { queue, journal, sent, states, failures, send };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('save queue (core spec section 7 autosave; design section 4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('journals a change at once and sends it ~3 s later, debounced', async () => {
    const { queue, journal, sent } = setup([]);
    queue.change([f('10'), f('00')]);
    expect(journal.read()).toMatchObject({ rev: 1, savedRev: 0 });
    jest.advanceTimersByTime(2000);
    queue.change([f('10'), f('01')]);
    jest.advanceTimersByTime(2999);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await flush();
    expect(sent).toEqual([[f('10'), f('01')]]);
    expect(journal.read()).toMatchObject({ rev: 2, savedRev: 2 });
    expect(queue.state).toBe('saved');
  });

  it('saves at once at the 60 s marks even when nothing changed', async () => {
    const { queue, sent } = setup([]);
    queue.saveNow();
    await flush();
    expect(sent).toHaveLength(1);
  });

  it('retries with backoff after a failure and reports the failure once per streak', async () => {
    const { queue, sent, failures, journal } = setup(['fail', 'fail', 'ok']);
    queue.change([f('01'), f('00')]);
    jest.advanceTimersByTime(3000);
    await flush();
    expect(queue.state).toBe('failed');
    queue.change([f('01'), f('10')]); // a change while failing waits for the retry
    jest.advanceTimersByTime(backoffDelay(1));
    await flush();
    expect(sent).toHaveLength(2);
    jest.advanceTimersByTime(backoffDelay(2) - 1);
    await flush();
    expect(sent).toHaveLength(2);
    jest.advanceTimersByTime(1);
    await flush();
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual([f('01'), f('10')]);
    expect(failures).toEqual([true, false]);
    expect(queue.state).toBe('saved');
    expect(journal.read()).toMatchObject({ rev: 2, savedRev: 2 });
  });

  it('a new failure streak after a success is reported again', async () => {
    const { queue, failures } = setup(['fail', 'ok', 'fail']);
    queue.saveNow();
    await flush();
    jest.advanceTimersByTime(backoffDelay(1));
    await flush();
    queue.saveNow();
    await flush();
    expect(failures).toEqual([true, true]);
  });

  it('does not send two saves at once: a save asked for in flight follows the first', async () => {
    let release: () => void = () => undefined;
    const { queue, send } = setup([]);
    send.mockImplementationOnce(() => new Promise<void>((r) => (release = r)));
    queue.saveNow();
    queue.change([f('11'), f('00')]);
    queue.saveNow();
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][0]).toEqual([f('11'), f('00')]);
  });

  it('keeps the journal unconfirmed while the server never answered, and stops on end', async () => {
    const { queue, journal, sent } = setup(['fail']);
    queue.change([f('10'), f('10')]);
    jest.advanceTimersByTime(3000);
    await flush();
    queue.stop();
    jest.advanceTimersByTime(120_000);
    await flush();
    expect(sent).toHaveLength(1);
    expect(journal.read()).toMatchObject({ rev: 1, savedRev: 0, answers: [f('10'), f('10')] });
  });

  it('backoff doubles from 2 s up to 60 s; only network, timeout, 408, 429 and 5xx are retryable', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n))).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
    expect(isRetryable({ status: 'FETCH_ERROR' })).toBe(true);
    expect(isRetryable({ status: 503 })).toBe(true);
    expect(isRetryable({ status: 429 })).toBe(true);
    expect(isRetryable({ status: 403 })).toBe(false);
    expect(isRetryable({ status: 409 })).toBe(false);
  });

  it("a proxy's HTML error page (PARSING_ERROR) is judged by its HTTP status (originalStatus)", () => {
    const html = '<html><body>502 Bad Gateway</body></html>';
    expect(
      isRetryable({ status: 'PARSING_ERROR', originalStatus: 502, data: html, error: 'SyntaxError' }),
    ).toBe(true);
    expect(isRetryable({ status: 'PARSING_ERROR', originalStatus: 504, data: html })).toBe(true);
    expect(isRetryable({ status: 'PARSING_ERROR', originalStatus: 403, data: html })).toBe(false);
    expect(isRetryable({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(true);
  });
});
