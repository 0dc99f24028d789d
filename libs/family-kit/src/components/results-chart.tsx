import { ColumnChart } from '@portal/ui/charts';
import { RESULT_GREEN, RESULT_RED, chartRows } from '../logic/results';

export interface ResultsChartProps {
  egzaminai: readonly number[];
  testLabel: string;
  percentLabel: string;
  /** Bars from this percent are green (80; Code 95 50). */
  passPercent?: number;
}

/** Bar chart of past results on a 0–100 scale (core spec section 9). Loaded through React.lazy only. */
export default function ResultsChart({ egzaminai, testLabel, percentLabel, passPercent }: ResultsChartProps) {
  const rows = chartRows(egzaminai, passPercent).map((d) => ({
    x: d.nr,
    y: d.percent,
    color: d.passed ? RESULT_GREEN : RESULT_RED,
  }));
  return <ColumnChart rows={rows} max={100} height={160} xTitle={testLabel} yTitle={percentLabel} />;
}
