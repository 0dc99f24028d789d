import { useEffect, useMemo, useState } from 'react';
import type { QuestionComment } from '@portal/contracts';
import { errorDetail } from '@portal/api-client';
import { useTranslation } from '@portal/i18n';
import { Button, Card, Flex, lazyOverlay, Tag } from '@portal/ui';
import { keyAction } from '../logic/navigation';
import { commentsByQuestion, correctness, GRID_TEXT_COLOR, gridColor, labelColor } from '../logic/results';
import type { Outcome } from '../session/use-session';
import { TopBar } from './bars';
import { useFullscreen, useKeys } from './hooks';
import { QuestionPane } from './question-pane';
import { ScoreDialog } from './score-dialog';
import { SideDrawer } from './lazy-side-drawer';
import { useQuestionNav } from './use-question-nav';
import type { ViewProps } from './view-props';

/** Results paint, then the score dialog opens 50 ms later (core spec section 4 "Flow", section 9). */
const RESULTS_DELAY_MS = 50;
const NO_COMMENTS: QuestionComment[] = [];
/** Its code (with the ask form's textarea) loads when first opened. */
export const CommentsDialog = lazyOverlay(
  () => import(/* webpackChunkName: "runner-comments" */ './comments-dialog'),
);

/** The first wrong answer's index, or 0 when every answer is right. */
const firstMistake = (correct: readonly boolean[]): number => Math.max(0, correct.indexOf(false));

/** The result view: marked answers, the green/orange grid, the score dialog, comments and the ask form. */
export function ResultsView({
  session,
  outcome,
  total,
  fontSize,
  onFont,
  onHome,
}: ViewProps & { outcome: Outcome; onHome: () => void }) {
  const { t } = useTranslation('runner');
  const { questions, answers, isDemo, askStaff, notices, dispatch } = session;
  // 'Klaidų peržiūra' (the score dialog's review) shows the first mistake, not question 1 (issue 25 item 9).
  const { index, move, pick, swipe, drawerOpen, setDrawerOpen } = useQuestionNav(total, () =>
    firstMistake(correctness(answers, outcome.key, outcome.result)),
  );
  const [scoreOpen, setScoreOpen] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [askBlocked, setAskBlocked] = useState(false);
  const fullscreen = useFullscreen();

  useEffect(() => {
    const id = setTimeout(() => setScoreOpen(true), RESULTS_DELAY_MS);
    return () => clearTimeout(id);
  }, []);

  const modalOpen = drawerOpen || scoreOpen || commentsOpen || previewOpen || notices.length > 0;
  useKeys(true, (key) => {
    if (modalOpen) return false;
    const action = keyAction(key);
    if (action?.kind !== 'move') return false;
    move(action.step);
    return true;
  });

  const comments = useMemo(() => commentsByQuestion(outcome.comments), [outcome]);
  const correct = useMemo(() => correctness(answers, outcome.key, outcome.result), [answers, outcome]);
  const canAsk = !isDemo && askStaff && !askBlocked && !questions.some((q) => q.asked);
  const question = questions[index];
  const score = t('results.score', { correct: outcome.result.correct, total: outcome.result.total });

  const ask = async (text: string): Promise<boolean> => {
    if (!text.trim() || !question) return false; // empty text is ignored, not sent (core spec section 5)
    try {
      const res = await session.ask(question.id, text.trim());
      if (!res.success) {
        console.log('runner: ask-question answered success false', res); // only logged (core spec section 8)
        return false;
      }
      dispatch({ type: 'asked', id: question.id });
      dispatch({ type: 'notify', key: 'ask.success' });
      return true;
    } catch (error) {
      if ((error as { status?: unknown })?.status === 409) {
        setAskBlocked(true);
        dispatch({ type: 'notify', key: 'ask.already' });
      } else {
        dispatch({ type: 'notify', key: 'error', values: { detail: errorDetail(error) } });
      }
      return false;
    }
  };

  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5' }} data-testid="runner" data-phase="results">
      <TopBar
        index={index}
        total={total}
        gridLabel={score}
        numberColor={labelColor(!!correct[index])}
        onMove={move}
        onGrid={() => setDrawerOpen(true)}
      >
        <Button onClick={() => setScoreOpen(true)} data-testid="results-button">
          {t('results.button')}
        </Button>
      </TopBar>

      <main style={{ maxWidth: 860, margin: '0 auto', padding: 12, touchAction: 'pan-y' }} {...swipe}>
        {question && (
          <Card>
            <QuestionPane
              key={question.id}
              question={question}
              number={index + 1}
              ticks={answers[index] ?? question.checkai}
              fontSize={fontSize}
              onPreview={setPreviewOpen}
              review={{
                key: outcome.key[index]?.ats ?? [],
                correct: !!correct[index],
                commentCount: comments.get(question.id)?.length ?? 0,
                onComments: isDemo ? undefined : () => setCommentsOpen(true),
              }}
            />
          </Card>
        )}
      </main>

      <SideDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        fullscreen={fullscreen}
        fontSize={fontSize}
        onFont={onFont}
        summary={
          <span style={{ fontSize: 18 }}>
            {score}{' '}
            <Tag
              color={outcome.result.passed ? 'success' : 'volcano'}
              style={{ color: labelColor(outcome.result.passed) }}
            >
              {t(outcome.result.passed ? 'results.passed' : 'results.failed')}
            </Tag>
          </span>
        }
        cells={answers.map((_, i) => ({ background: gridColor(!!correct[i]), color: GRID_TEXT_COLOR }))}
        active={index}
        onPick={pick}
        footer={
          <Flex gap={8} wrap>
            <Button
              onClick={() => {
                setDrawerOpen(false);
                setScoreOpen(true);
              }}
            >
              {t('results.button')}
            </Button>
            <Button type="primary" onClick={onHome}>
              {t('home')}
            </Button>
          </Flex>
        }
      />

      <ScoreDialog
        open={scoreOpen}
        result={outcome.result}
        onReview={() => setScoreOpen(false)}
        onHome={onHome}
      />
      <CommentsDialog
        open={commentsOpen && !isDemo}
        number={index + 1}
        comments={(question && comments.get(question.id)) || NO_COMMENTS}
        canAsk={canAsk}
        asked={!!question?.asked}
        sending={session.asking}
        onAsk={ask}
        onClose={() => setCommentsOpen(false)}
      />
    </div>
  );
}
