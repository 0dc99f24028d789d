import { lazy, Suspense } from 'react';
import { Card, Flex, Spin, Statistic, Typography } from '@portal/ui';
import { useKitTranslation } from '../use-kit-translation';
import { lastResult, resultColour } from '../logic/results';

/** The chart (and @ant-design/charts with it) loads only when the statistics are shown. */
const ResultsChart = lazy(() => import(/* webpackChunkName: "family-kit-results-chart" */ './results-chart'));

export interface StatisticsProps {
  /** Tests solved. */
  isspresta: number;
  /** Correct answers. */
  teisingu: number;
  /** Past percent scores, oldest first. */
  egzaminai: readonly number[];
}

/** Statistics (core spec "Dashboard"): tests solved, correct answers, last result (red below 80, green from 80), chart. */
export function Statistics({ isspresta, teisingu, egzaminai }: StatisticsProps) {
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
            data-colour={resultColour(last)}
            styles={{ content: { color: resultColour(last) } }}
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
            />
          </Suspense>
        </div>
      ) : (
        <Typography.Text type="secondary">{t('stats.none')}</Typography.Text>
      )}
    </Card>
  );
}
