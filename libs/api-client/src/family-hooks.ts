import { useCallback } from 'react';
import type {
  ActivationRequestBody,
  AskAboutAttemptRequest,
  AskQuestionRequest,
  RegistrationForm,
  SaveTestRequest,
  TestTextsRequest,
} from '@portal/contracts';
import {
  useAskAboutAttemptMutation,
  useAskQuestionMutation,
  useCheckQuery,
  useEndTestMutation,
  useGetAttemptReviewQuery,
  useGetAttemptsQuery,
  useGetCategoriesQuery,
  useGetMyQuestionsQuery,
  useMarkQuestionReadMutation,
  useRegisterMutation,
  useRequestActivationMutation,
  useSaveTestMutation,
  useStartTestMutation,
  useTestTextsMutation,
  type TestStartRequest,
} from './endpoints';
import { useFamilyClient } from './family-client-context';

// The family's calls, bound to the family of the nearest FamilyClientProvider: a screen passes no family, so it can
// only reach its own family's routes with its own family's token.

type QueryOptions = { skip?: boolean; refetchOnMountOrArgChange?: boolean | number };

export function useFamilyCheckQuery(options: QueryOptions = {}) {
  const { family } = useFamilyClient();
  return useCheckQuery({ family }, options);
}

export function useFamilyCategoriesQuery(options: QueryOptions = {}) {
  const { family } = useFamilyClient();
  return useGetCategoriesQuery({ family }, options);
}

export function useFamilyRegisterMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = useRegisterMutation();
  const register = useCallback((form: RegistrationForm) => trigger({ family, form }), [trigger, family]);
  return [register, state] as const;
}

export function useFamilyActivationRequestMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = useRequestActivationMutation();
  const send = useCallback((body: ActivationRequestBody) => trigger({ family, ...body }), [trigger, family]);
  return [send, state] as const;
}

export function useFamilyStartTestMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = useStartTestMutation();
  const start = useCallback((body: TestStartRequest) => trigger({ family, ...body }), [trigger, family]);
  return [start, state] as const;
}

export function useFamilySaveTestMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = useSaveTestMutation();
  const save = useCallback((body: SaveTestRequest) => trigger({ family, ...body }), [trigger, family]);
  return [save, state] as const;
}

export function useFamilyEndTestMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = useEndTestMutation();
  const end = useCallback((body: SaveTestRequest) => trigger({ family, ...body }), [trigger, family]);
  return [end, state] as const;
}

/** The running test's questions in other languages (`tests/texts`). */
export function useFamilyTestTextsMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = useTestTextsMutation();
  const texts = useCallback((body: TestTextsRequest) => trigger({ family, ...body }), [trigger, family]);
  return [texts, state] as const;
}

export function useFamilyAskQuestionMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = useAskQuestionMutation();
  const ask = useCallback((body: AskQuestionRequest) => trigger({ family, ...body }), [trigger, family]);
  return [ask, state] as const;
}

// ---- the learner's past (issue 13) ----

/** Own ended attempts of the family, newest first; `page` 1-based. */
export function useFamilyAttemptsQuery(page = 1, size?: number, options: QueryOptions = {}) {
  const { family } = useFamilyClient();
  return useGetAttemptsQuery({ family, page, size }, options);
}

/** The review of an own ended attempt (key, ticks, explanations, comments). */
export function useFamilyAttemptReviewQuery(id: number, options: QueryOptions = {}) {
  const { family } = useFamilyClient();
  return useGetAttemptReviewQuery({ family, id }, options);
}

/** Ask staff about a question of a reviewed attempt (one per attempt). */
export function useFamilyAskAboutAttemptMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = useAskAboutAttemptMutation();
  const ask = useCallback(
    (attemptId: number, body: AskAboutAttemptRequest) => trigger({ family, attemptId, ...body }),
    [trigger, family],
  );
  return [ask, state] as const;
}

/** "My questions": own questions to staff with the replies and the unread count. */
export function useFamilyMyQuestionsQuery(options: QueryOptions = {}) {
  const { family } = useFamilyClient();
  return useGetMyQuestionsQuery({ family }, options);
}

export function useFamilyMarkQuestionReadMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = useMarkQuestionReadMutation();
  const markRead = useCallback((id: number) => trigger({ family, id }), [trigger, family]);
  return [markRead, state] as const;
}
