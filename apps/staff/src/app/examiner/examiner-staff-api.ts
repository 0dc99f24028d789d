// Staff's examiner calls (docs/api.md "Examiner"), injected into the portal's one RTK Query API under the staff
// session scope.
import type {
  ExaminerExamRecord,
  ExaminerExamSummary,
  ExaminerMappingRequest,
  ExaminerRosterEntry,
  ExaminerRosterRequest,
  ExaminerSubTopicMapping,
  Page,
  PageQuery,
} from '@portal/contracts';
import { portalApi, STAFF_SESSION } from '@portal/api-client';

const api = portalApi
  .enhanceEndpoints({ addTagTypes: ['ExaminerRoster', 'ExaminerMapping', 'ExaminerExams'] })
  .injectEndpoints({
    endpoints: (build) => ({
      examinerRoster: build.query<Page<ExaminerRosterEntry>, PageQuery>({
        query: (params) => ({ url: '/staff/examiner/roster', params, family: STAFF_SESSION }),
        providesTags: ['ExaminerRoster'],
      }),
      addToExaminerRoster: build.mutation<ExaminerRosterEntry, ExaminerRosterRequest>({
        query: (body) => ({ url: '/staff/examiner/roster', method: 'POST', body, family: STAFF_SESSION }),
        invalidatesTags: ['ExaminerRoster'],
      }),
      removeFromExaminerRoster: build.mutation<void, number>({
        query: (id) => ({ url: `/staff/examiner/roster/${id}`, method: 'DELETE', family: STAFF_SESSION }),
        invalidatesTags: ['ExaminerRoster'],
      }),
      examinerSubTopics: build.query<ExaminerSubTopicMapping[], void>({
        query: () => ({ url: '/staff/examiner/sub-topics', family: STAFF_SESSION }),
        providesTags: ['ExaminerMapping'],
      }),
      setExaminerSubTopic: build.mutation<ExaminerSubTopicMapping, ExaminerMappingRequest>({
        query: (body) => ({ url: '/staff/examiner/sub-topics', method: 'PUT', body, family: STAFF_SESSION }),
        invalidatesTags: ['ExaminerMapping'],
      }),
      examinerExams: build.query<Page<ExaminerExamSummary>, PageQuery & { egzamin?: 'true' | 'false' }>({
        query: (params) => ({ url: '/staff/examiner/exams', params, family: STAFF_SESSION }),
        providesTags: ['ExaminerExams'],
      }),
      examinerExam: build.query<ExaminerExamRecord, number>({
        query: (id) => ({ url: `/staff/examiner/exams/${id}`, family: STAFF_SESSION }),
      }),
    }),
  });

export const {
  useExaminerRosterQuery,
  useAddToExaminerRosterMutation,
  useRemoveFromExaminerRosterMutation,
  useExaminerSubTopicsQuery,
  useSetExaminerSubTopicMutation,
  useExaminerExamsQuery,
  useExaminerExamQuery,
} = api;
