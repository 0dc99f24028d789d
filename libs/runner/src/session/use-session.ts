import { useEffect, useState, useSyncExternalStore } from 'react';
import type { DemoSet, Flag, RunnerPolicy } from '@portal/contracts';
import type { PolicyRules } from '../logic/questions';
import { errorDetail } from '@portal/api-client';
import type { RunnerParams } from '@portal/federation';
import { browserStore } from '../logic/memory-store';
import { watchOtherTabs } from '../logic/other-tab';
import { type RunnerApi, useRunnerApi } from './runner-api';
import { RunnerSession } from './session';

export type { Notice, Outcome, Phase } from './session-machine';

export interface SessionInput {
  params: RunnerParams;
  demo?: DemoSet;
  demoPolicy?: RunnerPolicy;
  rules?: PolicyRules;
  onHome: () => void;
  onEnded?: () => void;
  api?: RunnerApi;
  askStaff?: boolean;
  reloadOnLoadError?: boolean;
}

export type Session = ReturnType<typeof useSession>;

/** The session of one mounted runner (session.ts): its state, and the events the screen sends. */
export function useSession({
  params,
  demo,
  demoPolicy,
  rules,
  onHome,
  onEnded,
  api: modeApi,
  askStaff = true,
  reloadOnLoadError,
}: SessionInput) {
  const isDemo = params.usr === 'demo';
  // The family is the one of the remote's family client: its calls, tokens and journals.
  const { family, api, asking } = useRunnerApi(modeApi);
  // Its inputs are fixed for the runner's lifetime, except the API and the callbacks (kept current below).
  const [session] = useState(
    () =>
      new RunnerSession({
        family,
        kate: params.kate,
        language: params.language,
        isDemo,
        demo,
        demoPolicy,
        rules,
        api,
        store: browserStore(),
        tabStore: browserStore('sessionStorage'),
        watchTabs: watchOtherTabs,
        errorDetail,
        onHome,
        onEnded,
        reload: () => window.location.reload(),
        reloadOnLoadError,
      }),
  );
  useEffect(() => session.update({ api, onHome, onEnded }), [session, api, onHome, onEnded]);
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const { dispatch } = session;

  useEffect(() => {
    session.mount();
    return () => session.unmount();
  }, [session]);

  // A tab going to the background may never come back (mobile browsers discard it): send unsaved answers now.
  // And when the network returns, the answers kept while it was gone are sent at once, not after the retry's
  // backoff (up to a minute).
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') dispatch({ type: 'hidden' });
    };
    const online = () => dispatch({ type: 'online' });
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', online);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', online);
    };
  }, [dispatch]);

  return {
    ...state,
    isDemo,
    askStaff,
    asking,
    dispatch,
    setAnswers: (index: number, ticks: Flag[]) => dispatch({ type: 'answer', index, ticks }),
    startIndex: (total: number) => session.startIndex(total),
    rememberIndex: session.rememberIndex,
    /** The questions flagged for later before a reload of this test (issue 26), and remembering them. */
    flagged: (total: number) => session.flagged(total),
    rememberFlags: session.rememberFlags,
    /** Fetches the questions' texts in languages the start did not carry (session.ts). */
    loadLanguages: session.loadLanguages,
    /** Asks staff about one question of the ended attempt (with the attempt's token). */
    ask: (id: number, klausimas: string) => api.ask({ id, klausimas, jwt: session.token }),
  };
}
