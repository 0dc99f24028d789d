import type { CalibrationBin } from '@portal/contracts';

export interface ReliabilityChartProps {
  bins: readonly CalibrationBin[];
  /** The figure's caption (also the SVG's accessible name; the table beside it holds the figures). */
  caption: string;
  xTitle: string;
  yTitle: string;
}

const SIZE = 240;
const PAD = 36;
const PLOT = SIZE - PAD - 12;
const TICKS = [0, 0.2, 0.4, 0.6, 0.8, 1];
const x = (share: number) => PAD + share * PLOT;
const y = (share: number) => 12 + (1 - share) * PLOT;

/**
 * A reliability chart in plain SVG (no chart library on the console's way): each tenth with tests is a point at
 * (the tests' mean predicted chance, the share that passed), labelled with its number of tests, against the
 * diagonal of perfect calibration. The numbers are also in the table that follows it (the accessible source).
 */
export function ReliabilityChart({ bins, caption, xTitle, yTitle }: ReliabilityChartProps) {
  const points = bins.filter((b) => b.tests > 0 && b.passed !== null);
  const most = Math.max(1, ...points.map((b) => b.tests));
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${y(0) + 30}`}
      role="img"
      aria-label={caption}
      data-chart="reliability"
      style={{ width: '100%', maxWidth: 360, display: 'block' }}
    >
      {TICKS.map((t) => (
        <g key={t} fontSize={8} fill="rgba(0,0,0,0.65)">
          <line x1={x(0)} x2={x(1)} y1={y(t)} y2={y(t)} stroke="#f0f0f0" />
          <text x={PAD - 4} y={y(t) + 3} textAnchor="end">
            {Math.round(t * 100)}
          </text>
          <text x={x(t)} y={y(0) + 11} textAnchor="middle">
            {Math.round(t * 100)}
          </text>
        </g>
      ))}
      <line x1={x(0)} y1={y(0)} x2={x(1)} y2={y(1)} stroke="#8c8c8c" strokeDasharray="4 3" />
      <text x={x(0.5)} y={y(0) + 26} textAnchor="middle" fontSize={9} fill="rgba(0,0,0,0.75)">
        {xTitle}
      </text>
      <text
        transform={`translate(10 ${y(0.5)}) rotate(-90)`}
        textAnchor="middle"
        fontSize={9}
        fill="rgba(0,0,0,0.75)"
      >
        {yTitle}
      </text>
      {points.map((b) => {
        const px = x(b.predicted ?? (b.from + b.to) / 2);
        const py = y(b.passed ?? 0);
        return (
          <g key={b.from} data-testid="reliability-point" data-tests={b.tests}>
            <circle cx={px} cy={py} r={3 + 5 * Math.sqrt(b.tests / most)} fill="#1677ff" fillOpacity={0.75} />
            <text x={px + 8} y={py - 6} fontSize={8} fill="#1f1f1f">
              {b.tests}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
