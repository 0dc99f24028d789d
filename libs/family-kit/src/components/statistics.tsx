import { lazy, Suspense } from 'react';
import { PASS_PERCENT } from '@portal/contracts';
import { Card, Flex, Spin, Statistic, Typography } from '@portal/ui';
import { useKitTranslation } from '../use-kit-translation';
import { lastResult, resultColour } from '../logic/results';

/** The chart loads only when the statistics are shown. */
const ResultsChart = lazy(() => import(/* webpackChunkName: "family-kit-results-chart" */ './results-chart'));

export interface StatisticsProps {
  /** Tests solved. */
  isspresta: number;
  /** Correct answers. */
  teisingu: number;
  /** Past percent scores, oldest first (Code 95: percent of the maximum points). */
  egzaminai: readonly number[];
  /** The pass mark the colours and the chart use: 80 (PASS_PERCENT, core spec section 4); Code 95 passes at 50. */
  passPercent?: number;
}

/** Statistics (core spec "Dashboard"): tests solved, correct answers, last result (red below the pass mark), chart. */
export function Statistics({ isspresta, teisingu, egzaminai, passPercent = PASS_PERCENT }: StatisticsProps) {
  const { t } = useKitTranslation();
  const last = lastResult(egzaminai);
  return (
    <Card title={t('stats.title')} data-testid="statistics" style={{ flex: '1 1 100%' }}>
      <Flex gap={32} wrap>
        <Statistic title={t('stats.solved')} value={isspresta ?? 0} data-testid="stat-solved" />
        <Statistic title={t('stats.correct')} value={teisingu ?? 0} data-testid="stat-correct" />
        {last === null ? (
          <Statistic title={t('stats.lastResult')} value="—" data-testid="stat-last" />
        ) : (
          <Statistic
            title={t('stats.lastResult')}
            value={last}
            precision={last % 1 === 0 ? 0 : 2}
            suffix="%"
            data-testid="stat-last"
            data-colour={resultColour(last, passPercent)}
            styles={{ content: { color: resultColour(last, passPercent) } }}
          />
        )}
      </Flex>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('stats.chartTitle')}
      </Typography.Title>
      {egzaminai.length ? (
        <div data-testid="results-chart" style={{ minHeight: 220 }}>
          <Suspense fallback={<Spin />}>
            <ResultsChart
              egzaminai={egzaminai}
              testLabel={t('stats.test')}
              percentLabel={t('stats.percent')}
              passPercent={passPercent}
            />
          </Suspense>
        </div>
      ) : (
        <Typography.Text type="secondary">{t('stats.none')}</Typography.Text>
      )}
    </Card>
  );
}
