import { Column } from '@ant-design/charts';
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
  const data = chartRows(egzaminai, passPercent);
  return (
    <Column
      data={data}
      xField="nr"
      yField="percent"
      height={220}
      autoFit
      scale={{ y: { domain: [0, 100] } }}
      axis={{ x: { title: testLabel }, y: { title: percentLabel } }}
      style={{ fill: (d: { passed: boolean }) => (d.passed ? RESULT_GREEN : RESULT_RED), maxWidth: 32 }}
      tooltip={{ items: [{ field: 'percent', name: percentLabel }] }}
    />
  );
}
