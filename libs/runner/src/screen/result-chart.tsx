import { Pie } from '@ant-design/charts';
import { RESULT_COLORS } from '../logic/results';

export interface ResultChartProps {
  right: number;
  wrong: number;
  labels: { right: string; wrong: string };
}

/** Half doughnut of wrong vs right counts (core spec section 2 "Dialogs"). Loaded lazily by the score dialog. */
export default function ResultChart({ right, wrong, labels }: ResultChartProps) {
  const data = [
    { type: labels.wrong, value: wrong },
    { type: labels.right, value: right },
  ];
  return (
    <Pie
      data={data}
      angleField="value"
      colorField="type"
      height={250}
      innerRadius={0.6}
      coordinate={{ type: 'theta', startAngle: Math.PI, endAngle: Math.PI * 2, innerRadius: 0.6 }}
      scale={{ color: { range: [RESULT_COLORS.wrongLabel, RESULT_COLORS.correct] } }}
      label={false}
      legend={false}
      tooltip={{ title: 'type' }}
      animate={false}
    />
  );
}
