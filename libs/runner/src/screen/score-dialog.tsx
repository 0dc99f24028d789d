import { lazy, Suspense } from 'react';
import type { TestResult } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, CheckCircleOutlined, CloseCircleOutlined, Flex, Modal, Spin } from '@portal/ui';
import { formatPercent, labelColor } from '../logic/results';
import { DIALOG_WIDTH } from './dialogs';

// Charts are heavy (~400 KB gzipped): they load only when this dialog shows a chart.
const ResultChart = lazy(() => import('./result-chart'));

export interface ScoreDialogProps {
  open: boolean;
  result: TestResult;
  /** Closes the dialog and shows the results view (the close button does the same). */
  onReview: () => void;
  onHome: () => void;
}

/**
 * Results summary (core spec section 2 "Dialogs", section 5 "Scoring"): verdict from the server, 'X iš N',
 * percent with two decimals, the code family's points, a half-doughnut of wrong vs right, two buttons.
 */
export function ScoreDialog({ open, result, onReview, onHome }: ScoreDialogProps) {
  const { t } = useTranslation('runner');
  const wrong = result.total - result.correct;
  const color = labelColor(result.passed);
  return (
    <Modal
      open={open}
      onCancel={onReview}
      width={DIALOG_WIDTH}
      // The verdict is the dialog's title, so the dialog has an accessible name (aria-labelledby).
      title={
        <div style={{ fontSize: 22, fontWeight: 700, color, textAlign: 'center' }} data-testid="verdict">
          {result.passed ? <CheckCircleOutlined /> : <CloseCircleOutlined />}{' '}
          {t(result.passed ? 'results.passed' : 'results.failed')}
        </div>
      }
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onReview} data-testid="review">
            {t('results.review')}
          </Button>
          <Button type="primary" onClick={onHome} data-testid="home">
            {t('home')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical align="center" gap={4} data-testid="score-dialog">
        <div style={{ fontSize: 18 }} data-testid="score">
          {t('results.score', { correct: result.correct, total: result.total })}
        </div>
        <div data-testid="percent">{t('results.percent', { percent: formatPercent(result.percent) })}</div>
        {typeof result.points === 'number' && (
          <div data-testid="points">
            {t('results.points', { points: result.points, max: result.maxPoints ?? 40 })}
          </div>
        )}
        {/* The half doughnut is the upper half of a 250 px chart: show just that half. */}
        <div style={{ width: '100%', height: 140, overflow: 'hidden' }}>
          {open && (
            <Suspense fallback={<Spin style={{ display: 'block', margin: '50px auto' }} />}>
              <ResultChart
                right={result.correct}
                wrong={wrong}
                labels={{ right: t('results.right'), wrong: t('results.wrong') }}
              />
            </Suspense>
          )}
        </div>
        <Flex gap={16} data-testid="counts">
          <span style={{ color: labelColor(false) }}>
            {t('results.wrong')}: <b>{wrong}</b>
          </span>
          <span style={{ color: labelColor(true) }}>
            {t('results.right')}: <b>{result.correct}</b>
          </span>
        </Flex>
      </Flex>
    </Modal>
  );
}
