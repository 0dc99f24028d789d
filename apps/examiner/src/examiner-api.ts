// The examiner mode's own call (docs/api.md "Examiner"), injected into the portal's one RTK Query API: the server
// check. The test's start, save and end are the runner's one API (libs/runner, useTestApi). The 'examiner' scope has
// no session: nothing but the test token travels.
import type { ExaminerStatus } from '@portal/contracts';
import { portalApi } from '@portal/api-client';

const FAMILY = 'examiner' as const;

const examinerApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    examinerStatus: build.query<ExaminerStatus, void>({
      query: () => ({ url: '/examiner/status', family: FAMILY }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useExaminerStatusQuery } = examinerApi;
