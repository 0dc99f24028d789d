import { lazy, Suspense, useEffect, useState } from 'react';
import { LANGUAGES } from '@portal/contracts';
import { toLanguage, useTranslation } from '@portal/i18n';
import { LoadingBar } from '../loading-bar';
import { registerRunnerStrings } from '../i18n/register';
import type { TestRunnerProps } from '../runner-props';
import { useSession } from '../session/use-session';
import { NoticeDialog } from './dialogs';
import { useCountdown, useDemoFullscreen } from './hooks';
import { preloadTestParts } from './preload-test-parts';
import { QuestionView } from './question-view';
import { ResumeView } from './resume-view';

void registerRunnerStrings();

// The results (their view, the score dialog, the comments) are not on the way to the first question: their chunk
// loads with the test's other parts at the first save (preloadTestParts), so it is there offline too.
const ResultsView = lazy(() =>
  import(/* webpackChunkName: "runner-results" */ './results-view').then((m) => ({ default: m.ResultsView })),
);

/** Font size starts at 14 and changes by 1 per click (core spec section 9). */
const FONT_START = 14;
const FONT_MIN = 10;
const FONT_MAX = 28;
/** How long after the first question shows the rest of the test's code loads when nothing was saved yet. */
const PRELOAD_DELAY_MS = 5000;

/** The whole test screen: the session's phase picks the view; its notices show over every view. */
export default function RunnerScreen(props: TestRunnerProps) {
  const { t, i18n } = useTranslation('runner');
  const session = useSession(props);
  const { phase, questions, policy, outcome, isDemo, notices, dispatch, loadLanguages } = session;
  const [fontSize, setFontSize] = useState(FONT_START);
  useDemoFullscreen(isDemo && phase === 'running');
  // The code of the test's dialogs and drawer loads while the network is surely there (see preloadTestParts): at the
  // first save (an answer, a minute mark) or a few seconds after the first question shows, whichever comes first,
  // never competing with the first question's own download.
  const started = phase === 'running' || phase === 'resume';
  const saving = session.saveState !== 'saved';
  // The questions' other languages with them (a start carries the test's language only; issue 30), so switching
  // language works offline too.
  useEffect(() => {
    if (!started) return;
    const preload = () => void Promise.all([preloadTestParts(), loadLanguages(LANGUAGES)]);
    if (saving) return preload();
    const timer = setTimeout(preload, PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [started, saving, loadLanguages]);
  // A language the learner switches to (the drawer, the family's bar) is fetched at once if the start lacked it;
  // the test's language shows until it arrives.
  const shown = toLanguage(i18n.language);
  const loaded = questions.length > 0;
  useEffect(() => {
    if (loaded) void loadLanguages([shown]);
  }, [loaded, shown, loadLanguages]);

  const total = questions.length || policy?.questionCount || 30;
  const ticking = phase === 'running' || phase === 'resume';
  const left = useCountdown(
    session.clock,
    ticking,
    () => dispatch({ type: 'minute-mark' }),
    () => dispatch({ type: 'deadline' }),
  );
  const view = {
    session,
    total,
    fontSize,
    onFont: (step: -1 | 1) => setFontSize((f) => clampFont(f + step)),
  };

  const notice = notices[0];
  const dialog = (
    <NoticeDialog
      text={notice ? t(notice.key, notice.values) : null}
      onClose={() => dispatch({ type: 'dismiss' })}
    />
  );

  let screen;
  if (phase === 'resume') {
    screen = <ResumeView secondsLeft={left} onContinue={() => dispatch({ type: 'continue' })} />;
  } else if (phase === 'running') {
    screen = <QuestionView {...view} secondsLeft={left} />;
  } else if (phase === 'results' && outcome) {
    screen = (
      <Suspense fallback={<LoadingBar />}>
        <ResultsView {...view} outcome={outcome} onHome={props.onHome} />
      </Suspense>
    );
  } else {
    const text =
      phase === 'ending' ? t(session.endRetrying ? 'ending.retrying' : 'ending.sending') : t('loading');
    screen = <LoadingBar text={text} />;
  }
  return (
    <>
      {screen}
      {dialog}
    </>
  );
}

const clampFont = (size: number) => Math.min(FONT_MAX, Math.max(FONT_MIN, size));
