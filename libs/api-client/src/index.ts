export * from './session-storage';
export { portalApi, SIGNED_OUT_EVENT } from './portal-api';
export type { FamilyArg, PortalArgs } from './portal-api';
export { errorCodeText, errorDetail, fieldErrorText, fieldErrors } from './error-detail';
export {
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
} from './endpoints';
export type { TestStartRequest } from './endpoints';
export { createFamilyClient, type FamilyClient } from './family-client';
export { FamilyClientProvider, useFamilyClient } from './family-client-context';
export * from './family-hooks';
export * from './exam-language';
export * from './learning';
