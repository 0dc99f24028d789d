import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QuestionComment } from '@portal/contracts';
import { errorDetail, useAskQuestionMutation } from '@portal/api-client';
import { useTranslation } from '@portal/i18n';
import { Button, Card, Flex, Tag } from '@portal/ui';
import { LoadingBar } from '../loading-bar';
import { registerRunnerStrings } from '../i18n/register';
import { formatClock } from '../logic/clock';
import {
  answeredCount,
  canFinish,
  clampIndex,
  keyAction,
  pressAnswerKey,
  toggleAnswer,
} from '../logic/navigation';
import { ANSWERED_SHADE, commentsByQuestion, correctness, gridColor, labelColor } from '../logic/results';
import type { TestRunnerProps } from '../test-runner';
import { Countdown, SaveIndicator, TopBar } from './bars';
import { CommentsDialog, ConfirmDialog, NoticeDialog } from './dialogs';
import { useCountdown, useDemoFullscreen, useFullscreen, useKeys, useSwipe } from './hooks';
import { QuestionPane } from './question-pane';
import { ScoreDialog } from './score-dialog';
import { SideDrawer } from './side-drawer';
import { useSession } from './use-session';

registerRunnerStrings();

/** Font size starts at 14 and changes by 1 per click (core spec section 9). */
const FONT_START = 14;
const FONT_MIN = 10;
const FONT_MAX = 28;
/** The drawer closes 400 ms before jumping to a question; results paint after 50 ms (core spec section 9). */
const DRAWER_CLOSE_MS = 400;
const RESULTS_DELAY_MS = 50;
const NO_COMMENTS: QuestionComment[] = [];

/** The whole test screen: loading, resume, questions, end confirmation, results and their dialogs. */
export default function RunnerScreen(props: TestRunnerProps) {
  const { family, onHome } = props;
  const { t } = useTranslation('runner');
  const session = useSession({
    ...props,
    texts: {
      loadError: t('loadError'),
      saveError: t('save.error'),
      error: (detail) => t('error', { detail }),
    },
  });
  const { phase, questions, answers, policy, outcome, isDemo, notices } = session;

  const [index, setIndex] = useState(0);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [fontSize, setFontSize] = useState(FONT_START);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [scoreOpen, setScoreOpen] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [askBlocked, setAskBlocked] = useState(false);
  const [askQuestion, { isLoading: asking }] = useAskQuestionMutation();
  const fullscreen = useFullscreen();
  useDemoFullscreen(isDemo && phase === 'running');

  const total = questions.length || policy?.questionCount || 30;
  const ticking = phase === 'running' || phase === 'resume';
  const finish = session.finish;
  const left = useCountdown(session.clock, ticking, session.saveNow, () => {
    setConfirmOpen(false);
    void finish();
  });

  const move = useCallback((step: number) => setIndex((i) => clampIndex(i + step, total)), [total]);
  const jumpTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pick = (i: number) => {
    setDrawerOpen(false);
    clearTimeout(jumpTimer.current);
    jumpTimer.current = setTimeout(() => setIndex(i), DRAWER_CLOSE_MS);
  };
  useEffect(() => () => clearTimeout(jumpTimer.current), []);
  const swipe = useSwipe(move);

  const answer = (q: number, a: number, byKey = false) => {
    if (!policy || !answers[q]) return;
    session.setAnswers(q, (byKey ? pressAnswerKey : toggleAnswer)(answers[q], a, policy.answerMode));
  };

  // The drawer covers the question too: keys must not tick or move behind it.
  const modalOpen =
    drawerOpen || confirmOpen || scoreOpen || commentsOpen || previewOpen || notices.length > 0;
  useKeys(phase === 'running' || phase === 'results', (key) => {
    if (modalOpen) return false;
    const action = keyAction(key);
    if (!action) return false;
    if (action.kind === 'move') move(action.step);
    else if (phase === 'running') answer(index, action.answer, true);
    else return false;
    return true;
  });

  // Results: first question, and the score dialog after a short delay (core spec section 4 "Flow").
  useEffect(() => {
    if (phase !== 'results') return;
    setIndex(0);
    setDrawerOpen(false);
    const id = setTimeout(() => setScoreOpen(true), RESULTS_DELAY_MS);
    return () => clearTimeout(id);
  }, [phase]);

  const comments = useMemo(() => commentsByQuestion(outcome?.comments ?? []), [outcome]);
  const correct = useMemo(
    () => (outcome ? correctness(answers, outcome.key, outcome.result) : []),
    [answers, outcome],
  );
  const canAsk = !isDemo && !askBlocked && !questions.some((q) => q.asked);

  const ask = async (text: string): Promise<boolean> => {
    const q = questions[index];
    if (!text.trim() || !q) return false; // empty text is ignored, not sent (core spec section 5)
    try {
      const res = await askQuestion({
        family,
        id: q.id,
        klausimas: text.trim(),
        jwt: session.jwt.current,
      }).unwrap();
      if (!res.success) {
        console.log('runner: ask-question answered success false', res); // only logged (core spec section 8)
        return false;
      }
      session.markAsked(q.id);
      session.notify(t('ask.success'));
      return true;
    } catch (error) {
      if ((error as { status?: unknown })?.status === 409) {
        setAskBlocked(true);
        session.notify(t('ask.already'));
      } else {
        session.notify(t('error', { detail: errorDetail(error) }));
      }
      return false;
    }
  };

  const notice = <NoticeDialog text={notices[0]?.text ?? null} onClose={session.dismissNotice} />;

  if (phase === 'loading' || phase === 'ending') {
    const text =
      phase === 'loading' ? t('loading') : t(session.endRetrying ? 'ending.retrying' : 'ending.sending');
    return (
      <>
        <LoadingBar text={text} />
        {notice}
      </>
    );
  }

  if (phase === 'resume') {
    return (
      <Flex justify="center" style={{ padding: '15vh 16px 0' }}>
        <Card style={{ maxWidth: 420, width: '100%', textAlign: 'center' }} data-testid="resume">
          <h2 style={{ marginTop: 0 }}>{t('resume.title')}</h2>
          <p>{t('resume.text', { time: formatClock(left) })}</p>
          <Button type="primary" size="large" onClick={session.continueResumed} data-testid="resume-continue">
            {t('resume.continue')}
          </Button>
        </Card>
        {notice}
      </Flex>
    );
  }

  const question = questions[index];
  const results = phase === 'results' && outcome;
  const finishButton =
    phase === 'running' && canFinish(answers) ? (
      <Button
        type="primary"
        danger
        size="large"
        onClick={() => left > 0 && setConfirmOpen(true)}
        data-testid="finish"
      >
        {t('finish')}
      </Button>
    ) : null;

  const drawerFooter = results ? (
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
  ) : (
    finishButton
  );

  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5' }} data-testid="runner" data-phase={phase}>
      <TopBar
        index={index}
        total={total}
        gridLabel={
          results
            ? t('results.score', { correct: outcome.result.correct, total: outcome.result.total })
            : `${answeredCount(answers)}/${total}`
        }
        numberColor={results ? labelColor(!!correct[index]) : undefined}
        onMove={move}
        onGrid={() => setDrawerOpen(true)}
      >
        {results ? (
          <Button onClick={() => setScoreOpen(true)} data-testid="results-button">
            {t('results.button')}
          </Button>
        ) : (
          <>
            <Countdown seconds={left} />
            {isDemo ? <Tag>{t('demo')}</Tag> : <SaveIndicator state={session.saveState} />}
          </>
        )}
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
              onToggle={(a) => answer(index, a)}
              onPreview={setPreviewOpen}
              review={
                results
                  ? {
                      key: outcome.key[index]?.ats ?? [],
                      correct: !!correct[index],
                      commentCount: comments.get(question.id)?.length ?? 0,
                      onComments: isDemo ? undefined : () => setCommentsOpen(true),
                    }
                  : undefined
              }
            />
          </Card>
        )}
        {finishButton && (
          <Flex justify="center" style={{ marginTop: 16 }}>
            {finishButton}
          </Flex>
        )}
      </main>

      <SideDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        fullscreen={fullscreen}
        fontSize={fontSize}
        onFont={(step) => setFontSize((f) => Math.min(FONT_MAX, Math.max(FONT_MIN, f + step)))}
        summary={
          results ? (
            <span style={{ fontSize: 18 }}>
              {t('results.score', { correct: outcome.result.correct, total: outcome.result.total })}{' '}
              <Tag color={outcome.result.passed ? 'success' : 'volcano'}>
                {t(outcome.result.passed ? 'results.passed' : 'results.failed')}
              </Tag>
            </span>
          ) : (
            t('drawer.answered', { count: answeredCount(answers), total })
          )
        }
        cells={answers.map((row, i) =>
          results
            ? { background: gridColor(!!correct[i]), color: '#fff' }
            : { background: row.includes('1') && i !== index ? ANSWERED_SHADE : undefined },
        )}
        active={index}
        onPick={pick}
        footer={drawerFooter}
      />

      <ConfirmDialog
        open={confirmOpen && phase === 'running'}
        onNo={() => setConfirmOpen(false)}
        onYes={() => {
          setConfirmOpen(false);
          void finish();
        }}
      />

      {results && (
        <>
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
            sending={asking}
            onAsk={ask}
            onClose={() => setCommentsOpen(false)}
          />
        </>
      )}
      {notice}
    </div>
  );
}
