import { useMemo } from 'react';
import type {
  FamilyId,
  AskQuestionResponse,
  EndTestResponse,
  Flag,
  Language,
  SaveTestResponse,
  TestLoadResponse,
} from '@portal/contracts';
import {
  useFamilyAskQuestionMutation,
  useFamilyClient,
  useFamilyEndTestMutation,
  useFamilySaveTestMutation,
  useFamilyStartTestMutation,
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
  /** Keeps the attempt's test token (`<family>:testToken`) while it runs. */
  setToken(jwt: string): void;
  clearToken(): void;
}

/**
 * The runner's API for its family (or the mode's own `override`), and whether a question to staff is being sent.
 */
export function useRunnerApi(override?: RunnerApi): { family: FamilyId; api: RunnerApi; asking: boolean } {
  const client = useFamilyClient();
  const [startTest] = useFamilyStartTestMutation();
  const [saveTest] = useFamilySaveTestMutation();
  const [endTest] = useFamilyEndTestMutation();
  const [askQuestion, { isLoading: asking }] = useFamilyAskQuestionMutation();
  const api = useMemo<RunnerApi>(
    () => ({
      start: (body) => startTest(body).unwrap(),
      save: (body) => saveTest(body).unwrap(),
      end: (body) => endTest(body).unwrap(),
      ask: (body) => askQuestion(body).unwrap(),
      setToken: (jwt) => client.testToken.set(jwt),
      clearToken: () => client.testToken.clear(),
    }),
    [client, startTest, saveTest, endTest, askQuestion],
  );
  return { family: client.family, api: override ?? api, asking };
}
