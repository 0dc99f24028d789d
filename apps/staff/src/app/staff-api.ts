// The staff calls (docs/api.md "Staff"), injected into the portal's one RTK Query API. Every call names the
// 'staff' session scope, so the base query sends the staff console's token (`staff:session`), never a learner's,
// and a 401 signs out only the console. Every list is paged on the server (`page`, `pageSize` → Page<T>).
import type {
  ActivateEnrollmentRequest,
  AuditEntry,
  AuditQuery,
  AuthUser,
  CreateAccountRequest,
  ExamFamilyId,
  HandleActivationRequest,
  LoginRequest,
  LoginResponse,
  Page,
  PageQuery,
  RejectEnrollmentRequest,
  StaffAccountDetail,
  StaffAccountQuery,
  StaffAccountSummary,
  StaffActivationRequest,
  StaffEnrollment,
  StaffLearnerQuestion,
  StaffPasswordResetResponse,
} from '@portal/contracts';
import { portalApi, STAFF_SESSION } from '@portal/api-client';
import type { StatusFilter } from './logic';

const TAGS = ['StaffEnrollments', 'StaffRequests', 'StaffQuestions', 'StaffAccounts', 'StaffAudit'] as const;

/** A change shows in the audit trail, and in any list the account drawer shows. */
const CHANGED = ['StaffAudit', 'StaffAccounts'] as const;

/** Query parameters without the unset ones. */
function params<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<T>;
}

const staffApi = portalApi.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    staffLogin: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body, family: STAFF_SESSION }),
    }),
    staffEnrollments: build.query<
      Page<StaffEnrollment>,
      { family?: ExamFamilyId; status?: StatusFilter } & PageQuery
    >({
      query: (query) => ({ url: '/staff/enrollments', params: params(query), family: STAFF_SESSION }),
      providesTags: ['StaffEnrollments'],
    }),
    activateEnrollment: build.mutation<StaffEnrollment, { id: number; body: ActivateEnrollmentRequest }>({
      query: ({ id, body }) => ({
        url: `/staff/enrollments/${id}/activate`,
        method: 'POST',
        body,
        family: STAFF_SESSION,
      }),
      invalidatesTags: ['StaffEnrollments', 'StaffRequests', ...CHANGED],
    }),
    rejectEnrollment: build.mutation<StaffEnrollment, { id: number; body: RejectEnrollmentRequest }>({
      query: ({ id, body }) => ({
        url: `/staff/enrollments/${id}/reject`,
        method: 'POST',
        body,
        family: STAFF_SESSION,
      }),
      invalidatesTags: ['StaffEnrollments', 'StaffRequests', ...CHANGED],
    }),
    staffActivationRequests: build.query<
      Page<StaffActivationRequest>,
      { family?: ExamFamilyId; handled?: boolean } & PageQuery
    >({
      query: ({ handled, ...query }) => ({
        url: '/staff/activation-requests',
        params: params({ ...query, handled: handled === undefined ? undefined : String(handled) }),
        family: STAFF_SESSION,
      }),
      providesTags: ['StaffRequests'],
    }),
    handleActivationRequest: build.mutation<
      StaffActivationRequest,
      { id: number; body: HandleActivationRequest }
    >({
      query: ({ id, body }) => ({
        url: `/staff/activation-requests/${id}/handle`,
        method: 'POST',
        body,
        family: STAFF_SESSION,
      }),
      invalidatesTags: ['StaffRequests', 'StaffEnrollments', ...CHANGED],
    }),
    staffQuestions: build.query<
      Page<StaffLearnerQuestion>,
      { family?: ExamFamilyId; answered: boolean } & PageQuery
    >({
      query: ({ answered, ...query }) => ({
        url: '/staff/questions',
        params: params({ ...query, answered: String(answered) }),
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
      invalidatesTags: ['StaffQuestions', ...CHANGED],
    }),
    createAccount: build.mutation<AuthUser, CreateAccountRequest>({
      query: (body) => ({ url: '/staff/accounts', method: 'POST', body, family: STAFF_SESSION }),
      invalidatesTags: [...CHANGED],
    }),
    staffAccounts: build.query<Page<StaffAccountSummary>, StaffAccountQuery>({
      query: (query) => ({ url: '/staff/accounts', params: params(query), family: STAFF_SESSION }),
      providesTags: ['StaffAccounts'],
    }),
    staffAccount: build.query<StaffAccountDetail, number>({
      query: (id) => ({ url: `/staff/accounts/${id}`, family: STAFF_SESSION }),
      providesTags: ['StaffAccounts'],
    }),
    setAccountDisabled: build.mutation<AuthUser, { id: number; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: `/staff/accounts/${id}/disabled`,
        method: 'POST',
        body: { disabled },
        family: STAFF_SESSION,
      }),
      invalidatesTags: [...CHANGED],
    }),
    setStaffRole: build.mutation<AuthUser, { id: number; staff: boolean }>({
      query: ({ id, staff }) => ({
        url: `/staff/accounts/${id}/staff-role`,
        method: 'POST',
        body: { staff },
        family: STAFF_SESSION,
      }),
      invalidatesTags: [...CHANGED],
    }),
    resetPassword: build.mutation<StaffPasswordResetResponse, { id: number; mode: 'link' | 'temporary' }>({
      query: ({ id, mode }) => ({
        url: `/staff/accounts/${id}/password-reset`,
        method: 'POST',
        body: { mode },
        family: STAFF_SESSION,
      }),
      invalidatesTags: ['StaffAudit'],
    }),
    staffAudit: build.query<Page<AuditEntry>, AuditQuery>({
      query: (query) => ({ url: '/staff/audit', params: params(query), family: STAFF_SESSION }),
      providesTags: ['StaffAudit'],
    }),
  }),
});

export const {
  useStaffLoginMutation,
  useStaffEnrollmentsQuery,
  useActivateEnrollmentMutation,
  useRejectEnrollmentMutation,
  useStaffActivationRequestsQuery,
  useHandleActivationRequestMutation,
  useStaffQuestionsQuery,
  useReplyToQuestionMutation,
  useCreateAccountMutation,
  useStaffAccountsQuery,
  useStaffAccountQuery,
  useSetAccountDisabledMutation,
  useSetStaffRoleMutation,
  useResetPasswordMutation,
  useStaffAuditQuery,
} = staffApi;
