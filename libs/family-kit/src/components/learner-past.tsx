import { lazy, Suspense, useState } from 'react';
import { useFamilyMyQuestionsQuery } from '@portal/api-client';
import { Button, Card, Flex } from '@portal/ui';
import { useKitTranslation } from '../use-kit-translation';
import { LoadingBar } from './loading-bar';

// The panels load on first use: the landing's first load stays light (the download budget to the first question).
const AttemptHistory = lazy(() => import(/* webpackChunkName: "family-kit-past" */ './past/attempt-history'));
const AttemptReview = lazy(() => import(/* webpackChunkName: "family-kit-past" */ './past/attempt-review'));
const MyQuestions = lazy(() => import(/* webpackChunkName: "family-kit-past" */ './past/my-questions'));

export type PastView =
  { kind: 'history'; page: number } | { kind: 'questions' } | { kind: 'review'; id: number; back: PastView };

const PANEL_ID = 'learner-past-panel';

/**
 * The learner's past on the landing (issue 13): the history of ended tests, each opening its full review, and "My
 * questions" with staff's replies; the button shows how many replies are unread.
 */
export function LearnerPast() {
  const { t } = useKitTranslation();
  const [view, setView] = useState<PastView | null>(null);
  const questions = useFamilyMyQuestionsQuery();
  const unread = questions.data?.unread ?? 0;
  const toggle = (next: PastView) =>
    setView((current) => (current && current.kind === next.kind ? null : next));
  const open = view?.kind === 'review' ? view.back.kind : view?.kind;

  return (
    <Card title={t('past.title')} data-testid="learner-past" style={{ flex: '1 1 100%' }}>
      <Flex gap={8} wrap>
        <Button
          aria-expanded={open === 'history'}
          aria-controls={PANEL_ID}
          onClick={() => toggle({ kind: 'history', page: 1 })}
          data-testid="history-open"
        >
          {t('past.history')}
        </Button>
        <Button
          aria-expanded={open === 'questions'}
          aria-controls={PANEL_ID}
          onClick={() => toggle({ kind: 'questions' })}
          data-testid="my-questions-open"
          aria-label={unread ? `${t('past.myQuestions')}, ${t('past.unread', { count: unread })}` : undefined}
        >
          {t('past.myQuestions')}
          {unread ? (
            <span
              data-testid="unread-badge"
              aria-hidden="true"
              style={{
                marginInlineStart: 6,
                minWidth: 20,
                padding: '0 6px',
                borderRadius: 10,
                background: '#cf1322',
                color: '#fff',
                fontSize: 12,
                lineHeight: '20px',
              }}
            >
              {unread}
            </span>
          ) : null}
        </Button>
      </Flex>
      {view ? (
        <div id={PANEL_ID} style={{ marginTop: 16 }}>
          <Suspense fallback={<LoadingBar />}>
            {view.kind === 'history' ? (
              <AttemptHistory
                page={view.page}
                onPage={(page) => setView({ kind: 'history', page })}
                onOpen={(id) => setView({ kind: 'review', id, back: view })}
              />
            ) : view.kind === 'questions' ? (
              <MyQuestions onOpenTest={(id) => setView({ kind: 'review', id, back: view })} />
            ) : (
              <AttemptReview id={view.id} onBack={() => setView(view.back)} />
            )}
          </Suspense>
        </div>
      ) : null}
    </Card>
  );
}
