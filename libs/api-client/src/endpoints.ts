import type {
  ActivationRecord,
  ActivationRequestBody,
  ActivationRequestResponse,
  AskAboutAttemptRequest,
  AskQuestionRequest,
  AskQuestionResponse,
  AttemptPage,
  AttemptReview,
  AuthProvidersResponse,
  AuthUser,
  Category,
  CompetitionStartRequest,
  EndTestResponse,
  ExaminerStartRequest,
  FamiliesResponse,
  FamilyId,
  LoginRequest,
  LoginResponse,
  MyQuestion,
  MyQuestionsResponse,
  RegistrationForm,
  SaveTestRequest,
  SaveTestResponse,
  StartTestRequest,
  TestLoadResponse,
  TestTextsRequest,
  TestTextsResponse,
} from '@portal/contracts';
import { END_TIMEOUT_MS, SAVE_TIMEOUT_MS, START_TIMEOUT_MS } from '@portal/contracts';
import { portalApi, type FamilyArg } from './portal-api';

/** A family's prefix: an enrolled family, or a mode whose routes share the test calls' shapes. */
type ExamArg = { family: FamilyId };

/**
 * A test's start: every kind of test has the same three calls (`tests`, `tests/save`, `tests/end`, the API's one
 * attempt engine); the start's body names its subject (a category for a learner, a person for a contest, a
 * candidate for the examiner).
 */
export type TestStartRequest = StartTestRequest | CompetitionStartRequest | ExaminerStartRequest;

/** The calls of the specification (core section 7, second document section 7), one prefix per family. */
const api = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getFamilies: build.query<FamiliesResponse, void>({ query: () => ({ url: '/families' }) }),
    getProviders: build.query<AuthProvidersResponse, void>({ query: () => ({ url: '/auth/providers' }) }),
    login: build.mutation<LoginResponse, LoginRequest & FamilyArg>({
      query: ({ family, ...body }) => ({ url: '/auth/login', method: 'POST', body, family }),
    }),
    getMe: build.query<AuthUser, FamilyArg>({
      query: ({ family }) => ({ url: '/auth/me', family }),
      providesTags: ['Me'],
    }),
    check: build.query<ActivationRecord, ExamArg>({
      query: ({ family }) => ({ url: `/${family}/check`, method: 'POST', body: {}, family }),
      providesTags: ['Activation'],
    }),
    register: build.mutation<ActivationRecord, ExamArg & { form: RegistrationForm }>({
      query: ({ family, form }) => ({ url: `/${family}/register`, method: 'POST', body: form, family }),
      invalidatesTags: ['Activation'],
    }),
    getCategories: build.query<Category[], ExamArg>({
      query: ({ family }) => ({ url: `/${family}/categories`, family }),
      providesTags: ['Categories'],
    }),
    requestActivation: build.mutation<ActivationRequestResponse, ExamArg & ActivationRequestBody>({
      query: ({ family, ...body }) => ({
        url: `/${family}/activation-requests`,
        method: 'POST',
        body,
        family,
      }),
      invalidatesTags: ['Activation'],
    }),
    startTest: build.mutation<TestLoadResponse, ExamArg & TestStartRequest>({
      query: ({ family, ...body }) => ({
        url: `/${family}/tests`,
        method: 'POST',
        body,
        family,
        timeout: START_TIMEOUT_MS,
      }),
    }),
    saveTest: build.mutation<SaveTestResponse, ExamArg & SaveTestRequest>({
      query: ({ family, ...body }) => ({
        url: `/${family}/tests/save`,
        method: 'POST',
        body,
        family,
        timeout: SAVE_TIMEOUT_MS,
      }),
    }),
    // The running test's questions in other languages (a start carries the test's language only; issue 30). A
    // mutation, not a cached query: the texts live in the runner's session, as the start's questions do.
    testTexts: build.mutation<TestTextsResponse, ExamArg & TestTextsRequest>({
      query: ({ family, ...body }) => ({
        url: `/${family}/tests/texts`,
        method: 'POST',
        body,
        family,
        timeout: START_TIMEOUT_MS,
      }),
    }),
    endTest: build.mutation<EndTestResponse, ExamArg & SaveTestRequest>({
      query: ({ family, ...body }) => ({
        url: `/${family}/tests/end`,
        method: 'POST',
        body,
        family,
        timeout: END_TIMEOUT_MS,
      }),
      invalidatesTags: ['Activation', 'Attempts', 'Learning'],
    }),
    askQuestion: build.mutation<AskQuestionResponse, ExamArg & AskQuestionRequest>({
      query: ({ family, ...body }) => ({ url: `/${family}/questions`, method: 'POST', body, family }),
      invalidatesTags: ['MyQuestions'],
    }),
    // The learner's past (issue 13): ended attempts, the review of one, own questions and their replies.
    getAttempts: build.query<AttemptPage, ExamArg & { page?: number; size?: number }>({
      query: ({ family, page = 1, size }) => ({
        url: `/${family}/attempts`,
        params: size === undefined ? { page } : { page, size },
        family,
      }),
      providesTags: ['Attempts'],
    }),
    getAttemptReview: build.query<AttemptReview, ExamArg & { id: number }>({
      query: ({ family, id }) => ({ url: `/${family}/attempts/${id}/review`, family }),
      providesTags: (_result, _error, { id }) => [{ type: 'Attempts', id }],
    }),
    askAboutAttempt: build.mutation<
      AskQuestionResponse,
      ExamArg & { attemptId: number } & AskAboutAttemptRequest
    >({
      query: ({ family, attemptId, ...body }) => ({
        url: `/${family}/attempts/${attemptId}/question`,
        method: 'POST',
        body,
        family,
      }),
      invalidatesTags: (_result, _error, { attemptId }) => [
        { type: 'Attempts', id: attemptId },
        'MyQuestions',
      ],
    }),
    getMyQuestions: build.query<MyQuestionsResponse, ExamArg>({
      query: ({ family }) => ({ url: `/${family}/my-questions`, family }),
      providesTags: ['MyQuestions'],
    }),
    markQuestionRead: build.mutation<MyQuestion, ExamArg & { id: number }>({
      query: ({ family, id }) => ({
        url: `/${family}/my-questions/${id}/read`,
        method: 'POST',
        body: {},
        family,
      }),
      invalidatesTags: ['MyQuestions'],
    }),
  }),
});

export const {
  useGetFamiliesQuery,
  useGetProvidersQuery,
  useLoginMutation,
  useGetMeQuery,
  useCheckQuery,
  useLazyCheckQuery,
  useRegisterMutation,
  useGetCategoriesQuery,
  useRequestActivationMutation,
  useStartTestMutation,
  useSaveTestMutation,
  useEndTestMutation,
  useTestTextsMutation,
  useAskQuestionMutation,
  useGetAttemptsQuery,
  useGetAttemptReviewQuery,
  useAskAboutAttemptMutation,
  useGetMyQuestionsQuery,
  useMarkQuestionReadMutation,
} = api;
