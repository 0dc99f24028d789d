import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PRACTICE_EMPTY_REASONS,
  type AnswerMode,
  type PracticeRouteState,
  type PracticeStartRequest,
} from '@portal/contracts';
import {
  useFamilyClient,
  useFamilyPracticeAnswerMutation,
  useFamilyPracticeStartMutation,
} from '@portal/api-client';
import { usePortalLocation, usePortalNavigate } from '@portal/federation';
import { toLanguage, useTranslation } from '@portal/i18n';
import { Alert, ArrowLeftOutlined, ArrowRightOutlined, Button, Card, Flex, Tag } from '@portal/ui';
import {
  isAnswered,
  keyAction,
  pressAnswerKey,
  QuestionPane,
  toggleAnswer,
  useKeys,
  useSwipe,
} from '@portal/runner/practice';
import { LoadingBar } from '../components/loading-bar';
import { useErrorDialog } from '../components/use-error-dialog';
import { PRACTICE_NS } from './practice-i18n';
import {
  clearPractice,
  isReview,
  itemsOf,
  practiceKey,
  readPractice,
  writePractice,
  canResume,
  type PracticeSession,
} from './practice-store';

export interface PracticeScreenProps {
  /** The family's landing: "Stop" and "Home" go there. */
  home: string;
}

type Phase = 'loading' | 'running' | 'empty' | 'done' | 'expired' | 'refused';
type Stored = PracticeSession & { answerMode?: AnswerMode };

/** The question text's size (the runner's start size plus two: no drawer here to change it, and a phone). */
const FONT_SIZE = 16;

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { data?: { code?: unknown } } | null)?.data?.code;
  return typeof code === 'string' ? code : undefined;
};
/** The session is over for the API: its token names no session (forged, replaced) or the session ended. */
const EXPIRED_CODES = new Set(['invalid-test-token', 'foreign-test-token', 'test-ended', 'deadline-passed']);
/** Why the API refuses for now, said on the screen in the learner's language (practice.errors.<code>). */
const REFUSAL_CODES = new Set(['test-open', 'contest-running', 'practice-busy']);
const EMPTY_REASONS = new Set<string>(Object.values(PRACTICE_EMPTY_REASONS));

/**
 * Practice and review (issue 26 item 2): one question at a time as in the runner (its question view, keys 1-5 and
 * arrows, swipe), untimed; "Check" sends that question's ticks and shows right or wrong, the right answers marked
 * and the explanation; then "Next". The session is kept in this browser after every step, so "Stop" (or closing
 * the tab) and coming back resumes it.
 */
export function PracticeScreen({ home }: PracticeScreenProps) {
  const { t, i18n } = useTranslation(PRACTICE_NS);
  const { t: tr } = useTranslation('runner');
  const client = useFamilyClient();
  const navigate = usePortalNavigate();
  const location = usePortalLocation();
  const [startPractice] = useFamilyPracticeStartMutation();
  const [checkAnswer, checking] = useFamilyPracticeAnswerMutation();
  const showError = useErrorDialog();
  const user = client.session()?.user;
  const key = practiceKey(client.family, user?.id ?? 0);
  const requested = (location.state as PracticeRouteState | null | undefined)?.practice;
  // without a new choice in the router state, the session stored in this browser resumes (read once)
  const [session, setSession] = useState<Stored | null>(() => {
    const stored = requested ? null : (readPractice(key) as Stored | null);
    return canResume(stored) ? stored : null;
  });
  const [phase, setPhase] = useState<Phase>(() => (session ? 'running' : 'loading'));
  const [pickFirst, setPickFirst] = useState(false);
  /** The API's reason for an empty source or a refusal (its `code`), shown on the screen. */
  const [reason, setReason] = useState<string | null>(null);
  const started = useRef(false);

  const keep = useCallback(
    (next: Stored) => {
      setSession(next);
      writePractice(key, next);
    },
    [key],
  );

  const begin = useCallback(
    (request: PracticeStartRequest) =>
      // in the language shown: the questions' texts and the explanations (a resumed session switches to it)
      startPractice({ ...request, language: toLanguage(i18n.language) })
        .unwrap()
        .then(
          (load) => {
            const items = itemsOf(load.questions);
            if (!items.length) {
              clearPractice(key);
              setSession({ request, token: load.jwt, items, index: 0 });
              return setPhase('empty');
            }
            keep({ request, token: load.jwt, items, index: 0, answerMode: load.policy?.answerMode });
            setPhase('running');
            // a reload (or Back from elsewhere) resumes this session instead of starting another
            navigate(location.pathname, { replace: true, state: null });
          },
          (error: unknown) => {
            const code = codeOf(error);
            // a source with nothing to give (409 with the source's reason) or a refusal for now: said here
            if (code && (EMPTY_REASONS.has(code) || REFUSAL_CODES.has(code))) {
              setSession({ request, token: '', items: [], index: 0 });
              setReason(code);
              return setPhase(EMPTY_REASONS.has(code) ? 'empty' : 'refused');
            }
            showError(error);
            navigate(home);
          },
        ),
    [startPractice, key, keep, navigate, location.pathname, showError, home, i18n],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (requested) void begin(requested);
    else if (!session) navigate(home, { replace: true });
  }, [requested, begin, session, navigate, home]);

  const total = session?.items.length ?? 0;
  const index = session?.index ?? 0;
  const item = session?.items[index];
  const mode: AnswerMode = session?.answerMode ?? 'multi';

  const move = useCallback(
    (step: number) => {
      if (!session) return;
      const next = Math.min(Math.max(session.index + step, 0), session.items.length - 1);
      if (next !== session.index) keep({ ...session, index: next });
      setPickFirst(false);
      setReason(null);
    },
    [session, keep],
  );

  const tick = (answer: number, byKey = false) => {
    if (!session || !item || item.checked) return;
    const ticks = (byKey ? pressAnswerKey : toggleAnswer)(item.ticks, answer, mode);
    const items = session.items.map((it, i) => (i === index ? { ...it, ticks } : it));
    setPickFirst(false);
    keep({ ...session, items });
  };

  const check = async () => {
    if (!session || !item || item.checked || checking.isLoading) return;
    if (!isAnswered(item.ticks)) return setPickFirst(true);
    setReason(null);
    try {
      const checked = await checkAnswer({
        test: session.token,
        id: item.question.id,
        ch: item.ticks,
      }).unwrap();
      const items = session.items.map((it, i) => (i === index ? { ...it, checked } : it));
      keep({ ...session, items });
    } catch (error) {
      const code = codeOf(error);
      if (code && EXPIRED_CODES.has(code)) {
        clearPractice(key);
        return setPhase('expired');
      }
      if (code && REFUSAL_CODES.has(code)) return setReason(code);
      showError(error);
    }
  };

  const next = () => {
    if (!session) return;
    const open = session.items.findIndex((it, i) => i > index && !it.checked);
    const anyOpen = open >= 0 ? open : session.items.findIndex((it) => !it.checked);
    if (anyOpen < 0) {
      clearPractice(key);
      return setPhase('done');
    }
    keep({ ...session, index: anyOpen });
  };

  const modal = phase !== 'running';
  useKeys(!modal, (pressed) => {
    const action = keyAction(pressed);
    if (!action) return false;
    if (action.kind === 'move') move(action.step);
    else tick(action.answer, true);
    return true;
  });
  const swipe = useSwipe(move);

  const source = session?.request.source ?? requested?.source ?? 'topics';
  const title = t(isReview(source) ? 'practice.reviewTitle' : 'practice.title');
  const stop = () => navigate(home);

  const header = (
    <header
      style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', padding: '8px 12px' }}
      data-testid="practice-header"
    >
      <Flex align="center" justify="space-between" gap={8} wrap style={{ maxWidth: 860, margin: '0 auto' }}>
        <Flex align="center" gap={8} wrap>
          <h1 style={{ fontSize: 18, margin: 0 }}>{title}</h1>
          <Tag>{t('practice.untimed')}</Tag>
        </Flex>
        <Button onClick={stop} data-testid="practice-stop">
          {t('practice.stop')}
        </Button>
      </Flex>
    </header>
  );

  if (phase === 'loading')
    return (
      <div style={{ minHeight: '100vh', background: '#f5f5f5' }} data-testid="practice" data-phase="loading">
        {header}
        <LoadingBar />
        <main style={{ maxWidth: 860, margin: '0 auto', padding: 12 }}>
          <p role="status">{t('practice.loading')}</p>
        </main>
      </div>
    );

  if (phase !== 'running' || !session || !item) {
    const done = session?.items.filter((it) => it.checked?.correct).length ?? 0;
    const message =
      phase === 'done'
        ? t('practice.done', { correct: done, total })
        : phase === 'expired'
          ? t('practice.expired')
          : reason && phase === 'refused'
            ? t(`practice.errors.${reason}`)
            : reason
              ? t(`practice.emptyReasons.${reason}`)
              : t(isReview(source) ? 'practice.emptyDue' : 'practice.empty');
    return (
      <div style={{ minHeight: '100vh', background: '#f5f5f5' }} data-testid="practice" data-phase={phase}>
        {header}
        <main style={{ maxWidth: 860, margin: '0 auto', padding: 12 }}>
          <Card>
            <Alert
              type={phase === 'done' ? 'success' : 'info'}
              showIcon
              role="status"
              title={message}
              data-testid="practice-message"
            />
            <Flex gap={8} wrap style={{ marginTop: 16 }}>
              {phase === 'done' && session ? (
                <Button
                  type="primary"
                  onClick={() => {
                    setPhase('loading');
                    void begin(session.request);
                  }}
                  data-testid="practice-again"
                >
                  {t('practice.again')}
                </Button>
              ) : null}
              <Button onClick={stop} data-testid="practice-home">
                {t('practice.home')}
              </Button>
            </Flex>
          </Card>
        </main>
      </div>
    );
  }

  const checked = item.checked;
  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5' }} data-testid="practice" data-phase="running">
      {header}
      <main
        style={{ maxWidth: 860, margin: '0 auto', padding: 12, touchAction: 'pan-y' }}
        {...swipe}
        aria-labelledby="practice-progress"
      >
        <Flex align="center" justify="space-between" gap={8} style={{ marginBottom: 8 }}>
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={() => move(-1)}
            disabled={index === 0}
            aria-label={tr('nav.previous')}
            data-testid="practice-prev"
          />
          <span id="practice-progress" data-testid="practice-progress">
            {t('practice.progress', { n: index + 1, total })}
          </span>
          <Button
            icon={<ArrowRightOutlined />}
            onClick={() => move(1)}
            disabled={index >= total - 1}
            aria-label={tr('nav.next')}
            data-testid="practice-forward"
          />
        </Flex>
        <Card>
          <QuestionPane
            key={item.question.id}
            question={item.question}
            number={index + 1}
            ticks={item.ticks}
            fontSize={FONT_SIZE}
            onToggle={(a) => tick(a)}
            review={checked ? { key: checked.ats, correct: checked.correct, commentCount: 0 } : undefined}
          />
          <div aria-live="polite" data-testid="practice-feedback">
            {checked ? (
              <Alert
                style={{ marginTop: 16 }}
                type={checked.correct ? 'success' : 'error'}
                showIcon
                title={t(checked.correct ? 'practice.correct' : 'practice.wrong')}
                description={
                  checked.explanation ? (
                    <div data-testid="practice-explanation">
                      <strong>{t('practice.explanation')}: </strong>
                      <span style={{ whiteSpace: 'pre-line' }}>{checked.explanation}</span>
                    </div>
                  ) : undefined
                }
                data-testid="practice-verdict"
                data-correct={checked.correct}
              />
            ) : reason ? (
              <Alert
                style={{ marginTop: 16 }}
                type="warning"
                showIcon
                title={t(`practice.errors.${reason}`)}
                data-testid="practice-refused"
              />
            ) : pickFirst ? (
              <Alert
                style={{ marginTop: 16 }}
                type="warning"
                showIcon
                title={t('practice.pickFirst')}
                data-testid="practice-pick-first"
              />
            ) : null}
          </div>
        </Card>
        <Flex justify="center" style={{ marginTop: 16 }}>
          {checked ? (
            <Button type="primary" size="large" onClick={next} data-testid="practice-next">
              {t('practice.next')}
            </Button>
          ) : (
            <Button
              type="primary"
              size="large"
              onClick={() => void check()}
              loading={checking.isLoading}
              data-testid="practice-check"
            >
              {t('practice.check')}
            </Button>
          )}
        </Flex>
      </main>
    </div>
  );
}
