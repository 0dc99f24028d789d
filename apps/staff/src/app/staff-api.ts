// The staff calls (docs/api.md "Staff"), injected into the portal's one RTK Query API. Every call names the
// 'staff' session scope, so the base query sends the staff console's token (`staff:session`), never a learner's,
// and a 401 signs out only the console.
import type {
  ActivateEnrollmentRequest,
  AuthUser,
  CreateAccountRequest,
  ExamFamilyId,
  LoginRequest,
  LoginResponse,
  RejectEnrollmentRequest,
  StaffActivationRequest,
  StaffEnrollment,
  StaffLearnerQuestion,
} from '@portal/contracts';
import { portalApi, STAFF_SESSION } from '@portal/api-client';
import type { StatusFilter } from './logic';

const staffApi = portalApi
  .enhanceEndpoints({ addTagTypes: ['StaffEnrollments', 'StaffRequests', 'StaffQuestions'] })
  .injectEndpoints({
    endpoints: (build) => ({
      staffLogin: build.mutation<LoginResponse, LoginRequest>({
        query: (body) => ({ url: '/auth/login', method: 'POST', body, family: STAFF_SESSION }),
      }),
      staffEnrollments: build.query<StaffEnrollment[], { family?: ExamFamilyId; status?: StatusFilter }>({
        query: (params) => ({ url: '/staff/enrollments', params, family: STAFF_SESSION }),
        providesTags: ['StaffEnrollments'],
      }),
      activateEnrollment: build.mutation<StaffEnrollment, { id: number; body: ActivateEnrollmentRequest }>({
        query: ({ id, body }) => ({
          url: `/staff/enrollments/${id}/activate`,
          method: 'POST',
          body,
          family: STAFF_SESSION,
        }),
        invalidatesTags: ['StaffEnrollments'],
      }),
      rejectEnrollment: build.mutation<StaffEnrollment, { id: number; body: RejectEnrollmentRequest }>({
        query: ({ id, body }) => ({
          url: `/staff/enrollments/${id}/reject`,
          method: 'POST',
          body,
          family: STAFF_SESSION,
        }),
        invalidatesTags: ['StaffEnrollments'],
      }),
      staffActivationRequests: build.query<StaffActivationRequest[], { family?: ExamFamilyId }>({
        query: (params) => ({ url: '/staff/activation-requests', params, family: STAFF_SESSION }),
        providesTags: ['StaffRequests'],
      }),
      staffQuestions: build.query<StaffLearnerQuestion[], { family?: ExamFamilyId; answered: boolean }>({
        query: ({ family, answered }) => ({
          url: '/staff/questions',
          params: { ...(family ? { family } : {}), answered: String(answered) },
          family: STAFF_SESSION,
        }),
        providesTags: ['StaffQuestions'],
      }),
      replyToQuestion: build.mutation<StaffLearnerQuestion, { id: number; text: string }>({
        query: ({ id, text }) => ({
          url: `/staff/questions/${id}/reply`,
          method: 'POST',
          body: { text },
          family: STAFF_SESSION,
        }),
        invalidatesTags: ['StaffQuestions'],
      }),
      createAccount: build.mutation<AuthUser, CreateAccountRequest>({
        query: (body) => ({ url: '/staff/accounts', method: 'POST', body, family: STAFF_SESSION }),
      }),
    }),
  });

export const {
  useStaffLoginMutation,
  useStaffEnrollmentsQuery,
  useActivateEnrollmentMutation,
  useRejectEnrollmentMutation,
  useStaffActivationRequestsQuery,
  useStaffQuestionsQuery,
  useReplyToQuestionMutation,
  useCreateAccountMutation,
} = staffApi;
