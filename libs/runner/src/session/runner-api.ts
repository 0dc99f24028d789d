import { useLayoutEffect, useMemo, useRef } from 'react';
import type {
  FamilyId,
  AskQuestionResponse,
  EndTestResponse,
  Flag,
  Language,
  SaveTestResponse,
  TestLoadResponse,
  TestTextsRequest,
  TestTextsResponse,
} from '@portal/contracts';
import {
  useFamilyAskQuestionMutation,
  useFamilyClient,
  useFamilyEndTestMutation,
  useFamilySaveTestMutation,
  useFamilyStartTestMutation,
  useFamilyTestTextsMutation,
  type TestStartRequest,
} from '@portal/api-client';

/**
 * Every server call of the runner, through the family client of the remote it runs in (FamilyClientProvider): it
 * can reach only that family's routes with that family's tokens.
 * The promises reject with RTK Query's error objects ({ status, data }).
 */
export interface RunnerApi {
  start(body: { kate: string; language?: Language }): Promise<TestLoadResponse>;
  save(body: { ch: Flag[][]; test: string }): Promise<SaveTestResponse>;
  end(body: { ch: Flag[][]; test: string }): Promise<EndTestResponse>;
  ask(body: { id: number; klausimas: string; jwt: string }): Promise<AskQuestionResponse>;
  /**
   * The test's questions in other languages (the start carries the test's language only; issue 30). Without it
   * (an API of another kind) the runner shows the test's language when another is chosen.
   */
  texts?(body: TestTextsRequest): Promise<TestTextsResponse>;
  /** Keeps the attempt's test token (`<family>:testToken`) while it runs. */
  setToken(jwt: string): void;
  clearToken(): void;
}

/** What a kind of test changes in the runner's calls; everything else is the same for every kind. */
export interface TestApiOptions {
  /**
   * The start's body: who starts (a person for a contest, a candidate for the examiner). By default the enrolled
   * learner's `{kate, language}`.
   */
  startBody?: (body: { kate: string; language?: Language }) => TestStartRequest;
  /** Called with each end's answer (a contest's outcome and leaderboard). */
  onEnd?: (answer: EndTestResponse) => void;
  /** Where the running test's token is kept; by default the family client's `<family>:testToken`. */
  token?: { set(jwt: string): void; clear(): void };
  /** False where the kind has no questions to staff: `ask` is refused without a call. */
  askStaff?: boolean;
}

/**
 * The one runner API of every kind of test: the family's `tests`, `tests/save`, `tests/end` and `tests/texts` (the API's one
 * attempt engine answers them alike), with the kind's own start body, token keeping and end hook. The answer is
 * stable across renders; the options are read when a call is made.
 */
export function useTestApi(options: TestApiOptions = {}): RunnerApi {
  return useTestApiState(options).api;
}

/** The runner API and whether a question to staff is being sent (by that API). */
function useTestApiState(options: TestApiOptions): { api: RunnerApi; asking: boolean } {
  const client = useFamilyClient();
  const [startTest] = useFamilyStartTestMutation();
  const [saveTest] = useFamilySaveTestMutation();
  const [endTest] = useFamilyEndTestMutation();
  const [testTexts] = useFamilyTestTextsMutation();
  const [askQuestion, { isLoading: asking }] = useFamilyAskQuestionMutation();
  // The options of the latest render, read when a call is made (so the API itself never changes).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const api = useMemo<RunnerApi>(
    () => ({
      start: (body) => startTest(latest.current.startBody?.(body) ?? body).unwrap(),
      save: (body) => saveTest(body).unwrap(),
      end: async (body) => {
        const answer = await endTest(body).unwrap();
        latest.current.onEnd?.(answer);
        return answer;
      },
      texts: (body) => testTexts(body).unwrap(),
      ask: (body) =>
        latest.current.askStaff === false
          ? Promise.reject(new Error('this kind of test has no questions to staff'))
          : askQuestion(body).unwrap(),
      setToken: (jwt) => (latest.current.token ?? client.testToken).set(jwt),
      clearToken: () => (latest.current.token ?? client.testToken).clear(),
    }),
    [client, startTest, saveTest, endTest, testTexts, askQuestion],
  );
  return { api, asking };
}

/**
 * The runner's API for its family (or the mode's own `override`), and whether a question to staff is being sent.
 */
export function useRunnerApi(override?: RunnerApi): { family: FamilyId; api: RunnerApi; asking: boolean } {
  const client = useFamilyClient();
  const { api, asking } = useTestApiState({});
  return { family: client.family, api: override ?? api, asking };
}
