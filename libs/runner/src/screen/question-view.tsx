import { useEffect, useState } from 'react';
import { useTranslation } from '@portal/i18n';
import { Button, Card, Flex, Tag } from '@portal/ui';
import { toggleFlag } from '../logic/flags';
import { answeredCount, canFinish, keyAction, pressAnswerKey, toggleAnswer } from '../logic/navigation';
import { ANSWERED_SHADE } from '../logic/results';
import { Countdown, SaveIndicator, TopBar } from './bars';
import { ConfirmDialog } from './dialogs';
import { useFullscreen, useKeys } from './hooks';
import { QuestionPane } from './question-pane';
import { SideDrawer } from './lazy-side-drawer';
import { useQuestionNav } from './use-question-nav';
import type { ViewProps } from './view-props';

/** The running test: top bar with clock and save state, the question, the grid drawer, 'Baigti testą'. */
export function QuestionView({
  session,
  total,
  fontSize,
  onFont,
  secondsLeft,
}: ViewProps & { secondsLeft: number }) {
  const { t } = useTranslation('runner');
  const { questions, answers, policy, isDemo, notices, dispatch } = session;
  const { index, move, pick, swipe, drawerOpen, setDrawerOpen } = useQuestionNav(total, () =>
    session.startIndex(total),
  );
  const { rememberIndex, rememberFlags } = session;
  useEffect(() => rememberIndex(index), [rememberIndex, index]);
  // Flagged for later (issue 26): kept for a reload of this test in this tab.
  const [flagged, setFlagged] = useState(() => session.flagged(total));
  const flag = () => {
    const next = toggleFlag(flagged, index);
    setFlagged(next);
    rememberFlags(next);
  };
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const fullscreen = useFullscreen();

  const answer = (q: number, a: number, byKey = false) => {
    if (!policy || !answers[q]) return;
    session.setAnswers(q, (byKey ? pressAnswerKey : toggleAnswer)(answers[q], a, policy.answerMode));
  };

  // The drawer covers the question too: keys must not tick or move behind it.
  const modalOpen = drawerOpen || confirmOpen || previewOpen || notices.length > 0;
  useKeys(true, (key) => {
    if (modalOpen) return false;
    const action = keyAction(key);
    if (!action) return false;
    if (action.kind === 'move') move(action.step);
    else answer(index, action.answer, true);
    return true;
  });

  const question = questions[index];
  const finishButton = canFinish(answers) ? (
    <Button
      type="primary"
      danger
      size="large"
      onClick={() => secondsLeft > 0 && setConfirmOpen(true)}
      data-testid="finish"
    >
      {t('finish')}
    </Button>
  ) : null;

  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5' }} data-testid="runner" data-phase="running">
      <TopBar
        index={index}
        total={total}
        gridLabel={`${answeredCount(answers)}/${total}`}
        onMove={move}
        onGrid={() => setDrawerOpen(true)}
      >
        <Countdown seconds={secondsLeft} />
        {isDemo ? <Tag>{t('demo')}</Tag> : <SaveIndicator state={session.saveState} />}
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
        onFont={onFont}
        summary={t('drawer.answered', { count: answeredCount(answers), total })}
        cells={answers.map((row, i) => ({
          background: row.includes('1') && i !== index ? ANSWERED_SHADE : undefined,
          flagged: flagged.includes(i),
        }))}
        active={index}
        onPick={pick}
        onFlag={flag}
        footer={finishButton}
      />

      <ConfirmDialog
        open={confirmOpen}
        onNo={() => setConfirmOpen(false)}
        onYes={() => {
          setConfirmOpen(false);
          dispatch({ type: 'finish' });
        }}
      />
    </div>
  );
}
