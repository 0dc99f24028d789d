import type { CSSProperties } from 'react';

export interface ColumnChartRow {
  /** The label under the column. */
  x: string;
  /** The column's height, on the 0..max scale. */
  y: number;
  color: string;
}

export interface ColumnChartProps {
  rows: readonly ColumnChartRow[];
  /** Top of the y scale (the bottom is 0). */
  max?: number;
  xTitle?: string;
  yTitle?: string;
  /** The plot's height in px (labels and titles come on top of it). */
  height?: number;
}

const AXIS_WIDTH = 36;
const TEXT: CSSProperties = { fontSize: 11, color: 'rgba(0,0,0,0.65)', lineHeight: '14px' };
const QUARTERS = [0, 0.25, 0.5, 0.75, 1];

/**
 * Columns on a 0..max scale (past results on the landing), drawn with plain elements: it takes its container's
 * width at any size, with ticks every quarter, axis titles and each column's value as a tooltip.
 */
export function ColumnChart({ rows, max = 100, xTitle, yTitle, height = 160 }: ColumnChartProps) {
  const share = (v: number) => `${(Math.min(Math.max(v, 0), max) / max) * 100}%`;
  return (
    <figure
      data-chart="columns"
      role="img"
      aria-label={rows.map((r) => `${r.x}: ${r.y}`).join(', ')}
      style={{ margin: 0, width: '100%' }}
    >
      <div style={{ display: 'flex', height }}>
        {yTitle && (
          <div
            style={{ ...TEXT, writingMode: 'vertical-rl', transform: 'rotate(180deg)', textAlign: 'center' }}
          >
            {yTitle}
          </div>
        )}
        <div style={{ position: 'relative', width: AXIS_WIDTH }}>
          {QUARTERS.map((q) => (
            <span
              key={q}
              style={{
                ...TEXT,
                position: 'absolute',
                right: 6,
                bottom: `${q * 100}%`,
                transform: 'translateY(50%)',
              }}
            >
              {Math.round(q * max)}
            </span>
          ))}
        </div>
        <div style={{ position: 'relative', flex: 1, borderBottom: '1px solid #d9d9d9' }}>
          {QUARTERS.slice(1).map((q) => (
            <div
              key={q}
              style={{
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: `${q * 100}%`,
                borderTop: '1px solid #f0f0f0',
              }}
            />
          ))}
          <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end' }}>
            {rows.map((r, i) => (
              <div
                key={`${r.x}-${i}`}
                style={{ flex: 1, display: 'flex', justifyContent: 'center', height: '100%' }}
              >
                <div
                  title={`${r.x}: ${r.y}`}
                  style={{
                    alignSelf: 'flex-end',
                    width: '70%',
                    maxWidth: 32,
                    height: share(r.y),
                    background: r.color,
                  }}
                />
              </div>
            ))}
          </div>
        </div>
      </div>
      <div style={{ display: 'flex', marginLeft: AXIS_WIDTH + (yTitle ? 14 : 0), marginTop: 2 }}>
        {rows.map((r, i) => (
          <span key={`${r.x}-${i}`} style={{ ...TEXT, flex: 1, textAlign: 'center' }}>
            {r.x}
          </span>
        ))}
      </div>
      {xTitle && <figcaption style={{ ...TEXT, textAlign: 'center', marginTop: 4 }}>{xTitle}</figcaption>}
    </figure>
  );
}
