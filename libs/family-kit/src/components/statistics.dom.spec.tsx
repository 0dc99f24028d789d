/** @jest-environment jsdom */
// The statistics card: the last result is red below the family's pass mark and green from it (core spec
// section 4: 80; Code 95 passes at 50 % of its points, second spec section 5).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initI18n } from '@portal/i18n';
import { RESULT_GREEN, RESULT_RED } from '../logic/results';
import { Statistics } from './statistics';

// The chart is drawn on a canvas, which jsdom lacks; it gets the pass mark as a prop.
const chartProps: Array<{ passPercent?: number }> = [];
jest.mock('./results-chart', () => ({
  __esModule: true,
  default: (props: { passPercent?: number }) => {
    chartProps.push(props);
    return null;
  },
}));

describe('Statistics in the DOM', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('lt');
  });
  beforeEach(() => {
    chartProps.length = 0;
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  const colour = () => host.querySelector('[data-testid="stat-last"]')?.getAttribute('data-colour');

  it('by default 62.5 % is below the pass mark of 80: red', async () => {
    await act(async () => root.render(<Statistics isspresta={2} teisingu={40} egzaminai={[90, 62.5]} />));
    expect(colour()).toBe(RESULT_RED);
  });

  it('with passPercent 50 (Code 95) the same 62.5 % is green, and the chart gets 50', async () => {
    await act(async () =>
      root.render(<Statistics isspresta={2} teisingu={40} egzaminai={[90, 62.5]} passPercent={50} />),
    );
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(colour()).toBe(RESULT_GREEN);
    expect(chartProps.at(-1)?.passPercent).toBe(50);
  });
});
