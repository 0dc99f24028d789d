import { ATTEMPT_PAGE_SIZE_DEFAULT } from '@portal/contracts';
import { useFamilyAttemptsQuery, useFamilyCategoriesQuery } from '@portal/api-client';
import { Button, Flex } from '@portal/ui';
import { useKitTranslation } from '../../use-kit-translation';
import { scoreOf, shownDate } from '../../logic/past';
import { categoryLabel } from '../category-selector';
import { LoadingBar } from '../loading-bar';

export interface AttemptHistoryProps {
  page: number;
  onPage: (page: number) => void;
  onOpen: (attemptId: number) => void;
}

/** The learner's ended tests, newest first: date, category, score and verdict; each opens its review. */
export default function AttemptHistory({ page, onPage, onOpen }: AttemptHistoryProps) {
  const { t, i18n } = useKitTranslation();
  const attempts = useFamilyAttemptsQuery(page, ATTEMPT_PAGE_SIZE_DEFAULT, {
    refetchOnMountOrArgChange: true,
  });
  const categories = useFamilyCategoriesQuery();
  const label = (value: string) => {
    const category = categories.data?.find((c) => c.value === value);
    return category ? categoryLabel(category, i18n.language) : value;
  };
  const data = attempts.data;
  if (!data) return attempts.isError ? <p role="alert">{t('past.loadFailed')}</p> : <LoadingBar />;
  if (data.total === 0) return <p data-testid="history-empty">{t('past.noAttempts')}</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.size));

  return (
    <section aria-label={t('past.history')} data-testid="attempt-history">
      {/* On a phone the table scrolls inside the card instead of widening the page (issue 25 item 10). */}
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ textAlign: 'left' }}>
              <th scope="col">{t('past.date')}</th>
              <th scope="col">{t('past.category')}</th>
              <th scope="col">{t('past.score')}</th>
              <th scope="col">{t('past.verdict')}</th>
              <th scope="col">
                <span style={visuallyHidden}>{t('past.review')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((a) => {
              const score = scoreOf(a.result);
              const date = shownDate(a.finishedAt, i18n.language);
              return (
                <tr
                  key={a.id}
                  data-testid="attempt-row"
                  data-attempt={a.id}
                  style={{ borderTop: '1px solid #f0f0f0' }}
                >
                  <td>{date}</td>
                  <td>{label(a.category)}</td>
                  <td data-testid="attempt-score">
                    {t(score.kind === 'points' ? 'past.points' : 'past.correctOf', score)} ({a.result.percent}
                    %)
                  </td>
                  <td
                    data-testid="attempt-verdict"
                    style={{ color: a.result.passed ? '#237804' : '#cf1322' }}
                  >
                    {t(a.result.passed ? 'past.passed' : 'past.failed')}
                  </td>
                  <td style={{ textAlign: 'right', padding: '4px 0' }}>
                    <Button
                      size="small"
                      onClick={() => onOpen(a.id)}
                      data-testid="attempt-review-open"
                      aria-label={t('past.reviewOf', { date, category: label(a.category) })}
                    >
                      {t('past.review')}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <Flex gap={8} align="center" style={{ marginTop: 12 }}>
          <Button
            size="small"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            data-testid="history-prev"
          >
            {t('past.previous')}
          </Button>
          <span aria-live="polite">{t('past.pageOf', { page, pages })}</span>
          <Button
            size="small"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            data-testid="history-next"
          >
            {t('past.next')}
          </Button>
        </Flex>
      ) : null}
    </section>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
