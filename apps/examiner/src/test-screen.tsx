import { useCallback, useMemo } from 'react';
import { EXAMINER, type ExaminerRouteData } from '@portal/contracts';
import { useFamilyClient } from '@portal/api-client';
import { isRunnerEnded, markRunnerEnded } from '@portal/family-kit';
import { PortalNavigate, usePortalLocation, usePortalNavigate, type RunnerParams } from '@portal/federation';
import { useTranslation } from '@portal/i18n';
import { TestRunner, useTestApi } from '@portal/runner';
import { parseRouteData } from './start-form';

/**
 * The runner's one API (libs/runner) with the examiner's start: the person, topic, sub-topic and exam flag (not a
 * category); a training test started in this browser resumes by its token. There is no ask-staff flow here
 * (docs/decisions.md): a candidate's questions go to the examiner in the room.
 */
function useExaminerRunnerApi(data: ExaminerRouteData) {
  const client = useFamilyClient();
  return useTestApi({
    startBody: ({ language }) => ({
      person: data.person,
      tema: data.tema,
      sub: data.sub,
      egzamin: data.egzamin,
      language,
      // an exam resumes by the roster entry on the server; training by the token kept here
      resume: data.egzamin ? undefined : (client.testToken.get() ?? undefined),
    }),
    askStaff: false,
  });
}

function ExaminerRunner({ data }: { data: ExaminerRouteData }) {
  const { i18n } = useTranslation();
  const navigate = usePortalNavigate();
  const api = useExaminerRunnerApi(data);
  const onHome = useCallback(() => navigate('/m'), [navigate]);
  // The runner needs a non-empty usr (core spec: missing or zero goes home); the examiner has no account.
  const params = useMemo<RunnerParams>(
    () => ({ usr: 'guest', kate: data.sub, provider: 'examiner', language: i18n.language }),
    [data.sub, i18n.language],
  );
  return (
    <TestRunner
      params={params}
      api={api}
      rules={EXAMINER}
      askStaff={false}
      reloadOnLoadError={false}
      onHome={onHome}
      onEnded={markRunnerEnded}
    />
  );
}

/**
 * /t (second spec "Examiner mode screens"): without `data` → root; then the shared runner ('test being
 * prepared', resume, the test, the results). A reload or Back after the results goes to /m and starts nothing.
 */
export default function TestScreen() {
  const location = usePortalLocation();
  const data = useMemo(() => parseRouteData(location.state), [location.state]);
  if (isRunnerEnded(location.state)) return <PortalNavigate to="/m" replace />;
  if (!data) return <PortalNavigate to="/" replace />;
  return <ExaminerRunner data={data} />;
}
