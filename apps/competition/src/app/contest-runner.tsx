import { useCallback, useMemo, useState } from 'react';
import { COMPETITION, type CompetitionEndResponse } from '@portal/contracts';
import { PortalNavigate, usePortalLocation, usePortalNavigate, type RunnerParams } from '@portal/federation';
import { useTranslation } from '@portal/i18n';
import { Alert, Button } from '@portal/ui';
import { isRunnerEnded, markRunnerEnded } from '@portal/family-kit';
import { TestRunner, useTestApi } from '@portal/runner';
import { COMPETITION_NS } from '../i18n';
import { useLeaderboardChanged } from './competition-api';
import { difficultyOf, lastEntry, parseRunData, rememberEntry } from './run-data';

/**
 * The competition test (/k): the shared runner with the competition's own calls (the start carries the person and
 * the exam flag; no ask-question). Without the hidden `data` parameter it goes to the root; after the end, the
 * results say whether the entry counts, and a reload or Back goes to the contest page.
 */
export default function ContestRunner() {
  const { t } = useTranslation(COMPETITION_NS);
  const location = usePortalLocation();
  const navigate = usePortalNavigate();
  const run = useMemo(() => parseRunData(location.state), [location.state]);
  const ended = isRunnerEnded(location.state);
  const leaderboardChanged = useLeaderboardChanged();
  const [outcome, setOutcome] = useState<CompetitionEndResponse['contest'] | null>(null);
  const home = COMPETITION.routes.home;
  const onHome = useCallback(() => navigate(home), [navigate, home]);

  // The one runner API (libs/runner) with the contest's start: the person, the hard set or not, and the browser's
  // entry token, the only way to resume a running entry (409 entry-running without it).
  const api = useTestApi({
    startBody: ({ language }) => ({
      person: run!.person,
      egzamin: run!.egzamin,
      language,
      entry: lastEntry()?.token,
    }),
    onEnd: (answer) => {
      setOutcome((answer as CompetitionEndResponse).contest);
      leaderboardChanged();
    },
    token: {
      set: (token) => run && rememberEntry({ token, difficulty: difficultyOf(run.egzamin) }),
      clear: () => undefined,
    },
    askStaff: false,
  });

  if (ended) return <PortalNavigate to={home} replace />;
  if (!run) return <PortalNavigate to="/" replace />;
  const state = location.state as Partial<RunnerParams>;
  const params: RunnerParams = {
    usr: 'guest',
    kate: 'contest',
    provider: '',
    language: state.language ?? '',
  };
  return (
    <>
      {outcome && (
        <Alert
          type={outcome.counted ? 'success' : 'warning'}
          showIcon
          role="status"
          data-testid="competition-outcome"
          data-counted={String(outcome.counted)}
          title={outcome.counted ? t('result.counted', { rank: outcome.rank ?? '–' }) : t('result.practice')}
          action={
            <Button size="small" onClick={onHome} data-testid="competition-to-board">
              {t('result.toBoard')}
            </Button>
          }
          style={{ margin: 8 }}
        />
      )}
      <TestRunner
        params={params}
        api={api}
        rules={COMPETITION}
        askStaff={false}
        reloadOnLoadError={false}
        onHome={onHome}
        onEnded={markRunnerEnded}
      />
    </>
  );
}
