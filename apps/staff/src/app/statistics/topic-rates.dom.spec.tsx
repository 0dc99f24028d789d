/** @jest-environment jsdom */
// The per-topic rates of the Statistics tab in a DOM (issue 27 item 5): a table per topic and period, dates in the
// school's time zone, the period choice asked of the API; the API's answer faked at the hook.
import { TextDecoder, TextEncoder } from 'node:util';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { TopicRates as TopicRatesData } from '@portal/contracts';
import { initI18n, setLanguage } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';

Object.assign(globalThis, { TextEncoder, TextDecoder, fetch: () => Promise.reject(new Error('no fetch')) });

const MONDAY = Date.parse('2026-11-22T22:00:00Z'); // Monday 23 November, 00:00 in Vilnius
const mockApi = { args: [] as unknown[], data: undefined as TopicRatesData | undefined };
jest.mock('./topic-rates-api', () => ({
  useTopicRatesQuery: (arg: unknown) => {
    mockApi.args.push(arg);
    return { data: mockApi.data, error: undefined, isFetching: false };
  },
}));

/* eslint-disable @typescript-eslint/no-require-imports -- after the stand-ins exist */
const { TopicRates, periodLabel } = require('./topic-rates') as typeof import('./topic-rates');
const { ensureStaffStrings } = require('../../i18n') as typeof import('../../i18n');
/* eslint-enable @typescript-eslint/no-require-imports */

const period = (from: number, answers: number, right: number) => ({
  from,
  answers,
  right,
  rightRate: answers ? Math.round((right / answers) * 1000) / 10 : 0,
});

describe('per-topic rates (staff statistics)', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('en');
    ensureStaffStrings();
    await setLanguage('en');
  });
  beforeEach(async () => {
    mockApi.args = [];
    mockApi.data = {
      family: 'ket',
      bucket: 'week',
      timeZone: 'Europe/Vilnius',
      topics: [
        {
          topic: 'risks',
          answers: 6,
          right: 4,
          rightRate: 66.7,
          periods: [period(MONDAY, 4, 3), period(MONDAY + 7 * 86_400_000, 2, 1)],
        },
        {
          topic: 'conduct',
          answers: 0,
          right: 0,
          rightRate: 0,
          periods: [period(MONDAY, 0, 0), period(MONDAY + 7 * 86_400_000, 0, 0)],
        },
        { topic: null, answers: 0, right: 0, rightRate: 0, periods: [] },
      ],
    };
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
    await act(async () =>
      root.render(
        <PortalThemeProvider language="en">
          <TopicRates family="ket" />
        </PortalThemeProvider>,
      ),
    );
    await act(async () => undefined);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it('a row per topic, a column per week dated in the school zone, rates with their answers', () => {
    const table = host.querySelector('[data-testid=topic-rates-table] table')!;
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Topic', 'In all', '11/23/2026', '11/30/2026']);
    const rows = [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows[0]).toEqual([expect.any(String), '66.7 % (6)', '75 % (4)', '50 % (2)']);
    expect(rows[1].slice(1)).toEqual(['–', '–', '–']);
    // The questions without a topic have no row while none was answered.
    expect(rows).toHaveLength(2);
    expect(host.textContent).toContain('school time zone Europe/Vilnius');
    expect(mockApi.args.at(-1)).toEqual({ family: 'ket', bucket: 'week' });
  });

  it('months are asked for with the period switch', async () => {
    const month = [...host.querySelectorAll('label')].find((l) => l.textContent === 'Month')!;
    await act(async () => month.click());
    expect(mockApi.args.at(-1)).toEqual({ family: 'ket', bucket: 'month' });
  });

  it('period labels: local midnight is the day shown, not the UTC day before', () => {
    expect(periodLabel(MONDAY, 'week', 'Europe/Vilnius', 'lt')).toBe('2026-11-23');
    expect(periodLabel(Date.parse('2026-10-31T22:00:00Z'), 'month', 'Europe/Vilnius', 'en')).toBe(
      'November 2026',
    );
  });
});
