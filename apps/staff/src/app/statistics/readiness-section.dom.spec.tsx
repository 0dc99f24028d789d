/** @jest-environment jsdom */
// The statistics tab's readiness figures (issue 27 items 2, 3 and 5) with the API's answers faked at the hooks: the
// reliability chart (a point per tenth with tests, labelled with their number) and its table, the Brier score, its
// date range, the ready / close counts, and the learners list with its filter; in the console's language.
import { TextDecoder, TextEncoder } from 'node:util';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { CalibrationBin, StaffCalibration, StaffReadiness } from '@portal/contracts';
import { initI18n, setLanguage } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';
import { ensureStaffStrings } from '../../i18n';
import { ReadinessSection } from './readiness-section';

Object.assign(globalThis, { TextEncoder, TextDecoder, fetch: () => Promise.reject(new Error('no fetch')) });

const mockApi = {
  calibration: undefined as StaffCalibration | undefined,
  readiness: undefined as StaffReadiness | undefined,
  readinessArgs: [] as unknown[],
  calibrationArgs: [] as unknown[],
};
jest.mock('./readiness-api', () => {
  const query = (data: unknown) => ({ data, error: undefined, isFetching: false });
  return {
    useStaffCalibrationQuery: (arg: unknown) => {
      mockApi.calibrationArgs.push(arg);
      return query(mockApi.calibration);
    },
    useStaffReadinessQuery: (arg: unknown) => {
      mockApi.readinessArgs.push(arg);
      return query(mockApi.readiness);
    },
  };
});

const bins = (): CalibrationBin[] =>
  Array.from({ length: 10 }, (_, i) => ({
    from: i / 10,
    to: (i + 1) / 10,
    tests: 0,
    predicted: null,
    passed: null,
  }));

describe('the readiness section of the statistics tab', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('lt');
    await ensureStaffStrings();
  });
  beforeEach(() => {
    const b = bins();
    b[5] = { ...b[5], tests: 4, predicted: 0.55, passed: 0.5 };
    b[9] = { ...b[9], tests: 20, predicted: 0.93, passed: 0.9 };
    mockApi.calibration = { family: 'ket', tests: 24, brier: 0.1234, bins: b };
    mockApi.readiness = {
      items: [
        {
          accountId: 7,
          username: 'ona',
          name: 'Ona Onaitė',
          kate: 'B',
          passChance: 0.94,
          ready: true,
          readyMissing: [],
          computedAt: '2026-11-27T10:00:00.000Z',
        },
        {
          accountId: 8,
          username: 'jonas',
          name: 'Jonas Jonaitis',
          kate: 'B',
          passChance: 0.88,
          ready: false,
          readyMissing: ['chance'],
          computedAt: '2026-11-26T10:00:00.000Z',
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
      counts: { learners: 40, ready: 1, close: 5 },
    };
    mockApi.readinessArgs.length = 0;
    mockApi.calibrationArgs.length = 0;
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    act(() => root.unmount());
    host.remove();
    await setLanguage('lt');
  });
  const byId = (id: string) => host.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
  const render = () =>
    act(async () =>
      root.render(
        <PortalThemeProvider language="lt">
          <ReadinessSection family="ket" />
        </PortalThemeProvider>,
      ),
    );

  it('draws a point per tenth with tests, each with its number of tests, and the table behind it', async () => {
    await render();
    expect(mockApi.calibrationArgs.at(-1)).toEqual({ family: 'ket' });
    const points = [...host.querySelectorAll('[data-testid="reliability-point"]')];
    expect(points.map((p) => p.getAttribute('data-tests'))).toEqual(['4', '20']);
    expect(points.map((p) => p.textContent)).toEqual(['4', '20']);
    const svg = host.querySelector('svg[data-chart="reliability"]')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toContain('Patikimumo diagrama');
    const rows = [...byId('readiness-bins')!.querySelectorAll('tbody tr.ant-table-row')].map((r) =>
      [...r.querySelectorAll('td')].map((td) => td.textContent?.replace(/\u00a0/g, ' ')),
    );
    expect(rows).toHaveLength(10);
    expect(rows[5]).toEqual(['50–60 %', '4', '55 %', '50 %']);
    expect(rows[0]).toEqual(['0–10 %', '0', '–', '–']);
    expect(byId('readiness-brier')?.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'Brier įvertis 0,123 iš 24',
    );
  });

  it('counts the ready and the close learners and lists them, in the console language', async () => {
    await setLanguage('en');
    await render();
    expect(byId('readiness-counts')?.textContent).toBe(
      'Learners with a chance: 40; ready: 1; close (one condition missing): 5.',
    );
    expect(mockApi.readinessArgs.at(-1)).toEqual({ family: 'ket', filter: 'ready', page: 1, pageSize: 20 });
    const rows = [...byId('readiness-learners')!.querySelectorAll('tbody tr.ant-table-row')].map((r) =>
      (r.textContent ?? '').replace(/\u00a0/g, ' '),
    );
    expect(rows[0]).toContain('Ona Onaitė (ona)');
    expect(rows[0]).toContain('94 %');
    expect(rows[0]).toContain('Ready');
    expect(rows[1]).toContain('Missing: chance ≥ 90 %');

    const close = [...host.querySelectorAll('.ant-segmented-item')].find((x) => x.textContent === 'Close')!;
    await act(async () => close.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(mockApi.readinessArgs.at(-1)).toEqual({ family: 'ket', filter: 'close', page: 1, pageSize: 20 });
  });

  it('says when there is no test to calibrate on yet', async () => {
    mockApi.calibration = { family: 'ket', tests: 0, brier: null, bins: bins() };
    await render();
    expect(byId('readiness-brier')?.textContent).toBe(
      'Dar nėra baigtų bandomųjų testų su prognozuota tikimybe.',
    );
    expect(host.querySelectorAll('[data-testid="reliability-point"]')).toHaveLength(0);
  });
  it('reads the calibration of the tests started within the chosen days; a range ending before it starts is not sent', async () => {
    await setLanguage('en');
    await render();
    const type = (id: string, value: string) =>
      act(async () => {
        const element = byId(id) as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
        element.dispatchEvent(new Event('input', { bubbles: true }));
      });
    const group = host.querySelector('[role="group"][aria-label="Mock tests started"]')!;
    expect(group.textContent).toContain('From');
    expect(byId('calibration-from')!.getAttribute('type')).toBe('date');
    await type('calibration-from', '2026-11-02');
    expect(mockApi.calibrationArgs.at(-1)).toEqual({ family: 'ket', from: '2026-11-02' });
    expect(byId('calibration-to')!.getAttribute('min')).toBe('2026-11-02');
    await type('calibration-to', '2026-11-20');
    expect(mockApi.calibrationArgs.at(-1)).toEqual({ family: 'ket', from: '2026-11-02', to: '2026-11-20' });
    await type('calibration-to', '2026-11-01');
    expect(mockApi.calibrationArgs.at(-1)).toEqual({ family: 'ket' });
    await type('calibration-from', '');
    expect(mockApi.calibrationArgs.at(-1)).toEqual({ family: 'ket', to: '2026-11-01' });
  });
});
