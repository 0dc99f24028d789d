import { useMemo } from 'react';
import type {
  AskQuestionResponse,
  EndTestResponse,
  ExamFamilyId,
  Flag,
  Language,
  SaveTestResponse,
  TestLoadResponse,
} from '@portal/contracts';
import {
  clearTestToken,
  setTestToken,
  useAskQuestionMutation,
  useEndTestMutation,
  useSaveTestMutation,
  useStartTestMutation,
} from '@portal/api-client';

/**
 * Every server call of the runner, bound to one family: the one place to change when the API client changes.
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

/** The runner's API for `family`, and whether a question to staff is being sent. */
export function useRunnerApi(family: ExamFamilyId): { api: RunnerApi; asking: boolean } {
  const [startTest] = useStartTestMutation();
  const [saveTest] = useSaveTestMutation();
  const [endTest] = useEndTestMutation();
  const [askQuestion, { isLoading: asking }] = useAskQuestionMutation();
  const api = useMemo<RunnerApi>(
    () => ({
      start: (body) => startTest({ family, ...body }).unwrap(),
      save: (body) => saveTest({ family, ...body }).unwrap(),
      end: (body) => endTest({ family, ...body }).unwrap(),
      ask: (body) => askQuestion({ family, ...body }).unwrap(),
      setToken: (jwt) => setTestToken(family, jwt),
      clearToken: () => clearTestToken(family),
    }),
    [family, startTest, saveTest, endTest, askQuestion],
  );
  return { api, asking };
}
