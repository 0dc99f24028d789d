export interface ChartSegment {
  label: string;
  value: number;
  color: string;
}

export interface HalfDoughnutProps {
  /** Drawn left to right along the upper half circle; a segment's share is its value over the sum. */
  segments: readonly ChartSegment[];
  height?: number;
  /** Inner radius as a share of the outer one. */
  innerRadius?: number;
}

const R = 100;

/** A point on the circle at `turn` (0 = left end, 1 = right end of the upper half), radius r. */
function point(turn: number, r: number): [number, number] {
  const angle = Math.PI * (1 - turn);
  return [R + r * Math.cos(angle), R - r * Math.sin(angle)];
}

/** The ring segment from `from` to `to` (shares of the half circle). */
function arc(from: number, to: number, inner: number): string {
  const f = (n: number) => n.toFixed(2);
  const [x1, y1] = point(from, R);
  const [x2, y2] = point(to, R);
  const [x3, y3] = point(to, inner);
  const [x4, y4] = point(from, inner);
  return (
    `M${f(x1)} ${f(y1)}A${R} ${R} 0 0 1 ${f(x2)} ${f(y2)}` +
    `L${f(x3)} ${f(y3)}A${inner} ${inner} 0 0 0 ${f(x4)} ${f(y4)}Z`
  );
}

/**
 * A half doughnut in plain SVG (the score dialog's right/wrong chart): a few hundred bytes instead of a charts
 * library. Each segment has its label and value as a tooltip (<title>).
 */
export function HalfDoughnut({ segments, height = 250, innerRadius = 0.6 }: HalfDoughnutProps) {
  const total = segments.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const inner = R * innerRadius;
  let start = 0;
  return (
    <svg
      data-chart="half-doughnut"
      role="img"
      aria-label={segments.map((s) => `${s.label}: ${s.value}`).join(', ')}
      viewBox={`0 0 ${2 * R} ${R}`}
      style={{ display: 'block', width: '100%', height, maxWidth: height * 2, margin: '0 auto' }}
    >
      {total === 0 ? (
        <path d={arc(0, 1, inner)} fill="#f0f0f0" />
      ) : (
        segments.map((s) => {
          const share = Math.max(0, s.value) / total;
          const from = start;
          start += share;
          if (share === 0) return null;
          // a full half circle in one arc command is fine; 0.9999 keeps the arc's end point off its start
          return (
            <path key={s.label} d={arc(from, Math.min(start, 0.9999), inner)} fill={s.color}>
              <title>{`${s.label}: ${s.value}`}</title>
            </path>
          );
        })
      )}
    </svg>
  );
}
