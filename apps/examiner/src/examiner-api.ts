// The examiner mode's calls (docs/api.md "Examiner"), injected into the portal's one RTK Query API. They name the
// 'examiner' scope, which has no session: nothing but the test token travels.
import type {
  EndTestResponse,
  ExaminerStartRequest,
  ExaminerStatus,
  SaveTestRequest,
  SaveTestResponse,
  TestLoadResponse,
} from '@portal/contracts';
import { portalApi } from '@portal/api-client';
import { END_TIMEOUT_MS, SAVE_TIMEOUT_MS, START_TIMEOUT_MS } from '@portal/contracts';

const FAMILY = 'examiner' as const;

const examinerApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    examinerStatus: build.query<ExaminerStatus, void>({
      query: () => ({ url: '/examiner/status', family: FAMILY }),
      keepUnusedDataFor: 0,
    }),
    examinerStart: build.mutation<TestLoadResponse, ExaminerStartRequest>({
      query: (body) => ({
        url: '/examiner/tests',
        method: 'POST',
        body,
        family: FAMILY,
        timeout: START_TIMEOUT_MS,
      }),
    }),
    examinerSave: build.mutation<SaveTestResponse, SaveTestRequest>({
      query: (body) => ({
        url: '/examiner/tests/save',
        method: 'POST',
        body,
        family: FAMILY,
        timeout: SAVE_TIMEOUT_MS,
      }),
    }),
    examinerEnd: build.mutation<EndTestResponse, SaveTestRequest>({
      query: (body) => ({
        url: '/examiner/tests/end',
        method: 'POST',
        body,
        family: FAMILY,
        timeout: END_TIMEOUT_MS,
      }),
    }),
  }),
});

export const {
  useExaminerStatusQuery,
  useExaminerStartMutation,
  useExaminerSaveMutation,
  useExaminerEndMutation,
} = examinerApi;
