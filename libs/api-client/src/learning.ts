import { useCallback } from 'react';
import type {
  LearningSettings,
  LearningSummary,
  PracticeAnswerRequest,
  PracticeAnswerResponse,
  PracticeStartRequest,
  TestLoadResponse,
} from '@portal/contracts';
import { START_TIMEOUT_MS } from '@portal/contracts';
import { useFamilyClient } from './family-client-context';
import { portalApi, type FamilyArg } from './portal-api';

/**
 * Learning (issue 26): the Learn card's summary and settings, and a practice or review session (started like a
 * test, each answer checked at once). Injected apart from the test calls: only the lazily loaded Learn card and
 * practice screen use them.
 */
export const learningApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getLearning: build.query<LearningSummary, FamilyArg>({
      query: ({ family }) => ({ url: `/${family}/learning`, family }),
      providesTags: ['Learning'],
    }),
    setLearningSettings: build.mutation<unknown, FamilyArg & LearningSettings>({
      query: ({ family, ...body }) => ({ url: `/${family}/learning/settings`, method: 'PUT', body, family }),
      invalidatesTags: ['Learning'],
    }),
    startPractice: build.mutation<TestLoadResponse, FamilyArg & PracticeStartRequest>({
      query: ({ family, ...body }) => ({
        url: `/${family}/practice`,
        method: 'POST',
        body,
        family,
        timeout: START_TIMEOUT_MS,
      }),
    }),
    // the summary is read again when the landing shows (the recall bars and the due count moved)
    answerPractice: build.mutation<PracticeAnswerResponse, FamilyArg & PracticeAnswerRequest>({
      query: ({ family, ...body }) => ({ url: `/${family}/practice/answer`, method: 'POST', body, family }),
      invalidatesTags: ['Learning'],
    }),
  }),
});

type QueryOptions = { skip?: boolean; refetchOnMountOrArgChange?: boolean | number };

/** `GET /api/<family>/learning` of the nearest family. */
export function useFamilyLearningQuery(options: QueryOptions = {}) {
  const { family } = useFamilyClient();
  return learningApi.useGetLearningQuery({ family }, options);
}

/** `PUT /api/<family>/learning/settings`. */
export function useFamilyLearningSettingsMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = learningApi.useSetLearningSettingsMutation();
  const save = useCallback((body: LearningSettings) => trigger({ family, ...body }), [trigger, family]);
  return [save, state] as const;
}

/** `POST /api/<family>/practice`: a session's questions (the test-load shape). */
export function useFamilyPracticeStartMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = learningApi.useStartPracticeMutation();
  const start = useCallback((body: PracticeStartRequest) => trigger({ family, ...body }), [trigger, family]);
  return [start, state] as const;
}

/** `POST /api/<family>/practice/answer`: one question checked. */
export function useFamilyPracticeAnswerMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = learningApi.useAnswerPracticeMutation();
  const check = useCallback((body: PracticeAnswerRequest) => trigger({ family, ...body }), [trigger, family]);
  return [check, state] as const;
}
