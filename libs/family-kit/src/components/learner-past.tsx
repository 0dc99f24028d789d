import { lazy, Suspense } from 'react';
import type { Language } from '@portal/contracts';
import { useFamilyMyQuestionsQuery } from '@portal/api-client';
import { usePortalLocation, usePortalNavigate } from '@portal/federation';
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
 * The open panel lives in the history entry's state: each panel opened (a past test's review, "My questions", a
 * page of the history) is an entry of its own, so the browser's Back closes it and the learner stays on the
 * landing instead of leaving the portal for the login screen (issue 25 item 9).
 */
function usePastView(): [PastView | null, (next: PastView | null) => void] {
  const location = usePortalLocation();
  const navigate = usePortalNavigate();
  const state = (location.state ?? {}) as { past?: PastView | null };
  const setView = (next: PastView | null) => navigate(location.pathname, { state: { ...state, past: next } });
  return [state.past ?? null, setView];
}

/**
 * The learner's past on the landing (issue 13): the history of ended tests, each opening its full review, and "My
 * questions" with staff's replies; the button shows how many replies are unread.
 */
export function LearnerPast({ examLanguage = null }: { examLanguage?: Language | null } = {}) {
  const { t } = useKitTranslation();
  const [view, setView] = usePastView();
  const questions = useFamilyMyQuestionsQuery();
  const unread = questions.data?.unread ?? 0;
  const toggle = (next: PastView) => setView(view && view.kind === next.kind ? null : next);
  const open = view?.kind === 'review' ? view.back.kind : view?.kind;

  return (
    <Card title={t('past.title')} data-testid="learner-past" style={{ flex: '1 1 100%', minWidth: 0 }}>
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
              <AttemptReview id={view.id} onBack={() => setView(view.back)} examLanguage={examLanguage} />
            )}
          </Suspense>
        </div>
      ) : null}
    </Card>
  );
}
