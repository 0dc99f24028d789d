import { HalfDoughnut } from '@portal/ui/charts';
import { RESULT_COLORS } from '../logic/results';

export interface ResultChartProps {
  right: number;
  wrong: number;
  labels: { right: string; wrong: string };
}

/** Half doughnut of wrong vs right counts (core spec section 2 "Dialogs"). Loaded lazily by the score dialog. */
export default function ResultChart({ right, wrong, labels }: ResultChartProps) {
  return (
    <HalfDoughnut
      // the score dialog shows a 140 px band: the half doughnut fits it
      height={130}
      innerRadius={0.6}
      segments={[
        { label: labels.wrong, value: wrong, color: RESULT_COLORS.wrongLabel },
        { label: labels.right, value: right, color: RESULT_COLORS.correct },
      ]}
    />
  );
}
