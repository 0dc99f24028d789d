import { RESULT_GREEN, RESULT_RED, chartRows, clampPercent, lastResult, resultColour } from './results';
import { PURCHASE_OPTIONS, formatPrice, priceOf } from './purchase';
import { isDemo, isRunnerEnded, markRunnerEnded, parseRunnerState, runnerState } from './runner-params';

describe('last result colour (core spec section 4: below 80 red, 80 or more green)', () => {
  it.each([
    [0, RESULT_RED],
    [79.99, RESULT_RED],
    [80, RESULT_GREEN],
    [80.01, RESULT_GREEN],
    [100, RESULT_GREEN],
  ])('%d%% → %s', (percent, colour) => {
    expect(resultColour(percent)).toBe(colour);
  });

  it('the last result is the newest of egzaminai (oldest first)', () => {
    expect(lastResult([50, 90, 70])).toBe(70);
    expect(lastResult([])).toBeNull();
    expect(lastResult(null)).toBeNull();
  });

  it('chart rows on the 0–100 scale, numbered from 1', () => {
    expect(chartRows([50, 80, 120, -5])).toEqual([
      { nr: '1', percent: 50, passed: false },
      { nr: '2', percent: 80, passed: true },
      { nr: '3', percent: 100, passed: true },
      { nr: '4', percent: 0, passed: false },
    ]);
    expect(clampPercent(66.666)).toBe(66.67);
  });

  it('Code 95 passes at 50 % of its points (second spec section 5): colour and bars use the given pass mark', () => {
    expect(resultColour(49.99, 50)).toBe(RESULT_RED);
    expect(resultColour(50, 50)).toBe(RESULT_GREEN);
    expect(resultColour(62.5, 50)).toBe(RESULT_GREEN);
    expect(chartRows([45, 50, 62.5], 50).map((r) => r.passed)).toEqual([false, true, true]);
  });
});

describe('purchase (core spec section 3 and 9: 1 day, 2 days, 7 days, 1 month at 1, 1.8, 6, 10 EUR)', () => {
  it('has the four durations and prices', () => {
    expect(PURCHASE_OPTIONS.map((o) => [o.id, o.price])).toEqual([
      ['1d', 1],
      ['2d', 1.8],
      ['7d', 6],
      ['1m', 10],
    ]);
    expect(priceOf('2d')).toBe(1.8);
    expect(priceOf(undefined)).toBeNull();
    expect(formatPrice(1.8)).toBe('1.80 EUR');
  });
});

describe('runner parameters (core spec section 2: usr missing or zero and not demo → root)', () => {
  it('Begin carries usr, kate, provider, language', () => {
    expect(runnerState({ id: 42, provider: 'google' }, 'B', 'ru')).toEqual({
      usr: '42',
      kate: 'B',
      provider: 'google',
      language: 'ru',
    });
  });
  it.each([
    undefined,
    null,
    {},
    { usr: '' },
    { usr: '0', kate: 'B' },
    { usr: 0, kate: 'B' },
    { usr: '5' },
    'x',
  ])('%j → null', (state) => {
    expect(parseRunnerState(state)).toBeNull();
  });
  it('accepts a user and demo', () => {
    expect(parseRunnerState({ usr: 7, kate: 'B', provider: 'local', language: 'lt' })).toEqual({
      usr: '7',
      kate: 'B',
      provider: 'local',
      language: 'lt',
    });
    const demo = parseRunnerState({ usr: 'demo' });
    expect(demo).toEqual({ usr: 'demo', kate: 'demo', provider: '', language: '' });
    expect(isDemo(demo)).toBe(true);
  });

  it("an ended attempt replaces the entry's parameters: a reload or Back finds no test to start", () => {
    // react-router's history entry: the router state under `usr`, with its key and index
    const history = {
      state: {
        usr: { usr: '7', kate: 'B', provider: 'local', language: 'lt' },
        key: 'k1',
        idx: 3,
      } as unknown,
      replaceState: jest.fn((state: unknown) => void (history.state = state)),
    };
    markRunnerEnded(history);
    expect(history.replaceState).toHaveBeenCalledWith({ usr: { ended: true }, key: 'k1', idx: 3 }, '');
    const routerState = (history.state as { usr: unknown }).usr;
    expect(isRunnerEnded(routerState)).toBe(true);
    expect(parseRunnerState(routerState)).toBeNull();
    expect(isRunnerEnded(runnerState({ id: 7, provider: 'local' }, 'B', 'lt'))).toBe(false);
    expect(isRunnerEnded(null)).toBe(false);
  });
});
