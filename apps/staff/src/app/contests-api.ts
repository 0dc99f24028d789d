// The staff's contest calls (docs/api.md "Competition"), injected into the portal's RTK Query API with the staff
// console's session scope.
import type {
  CreateContestRequest,
  ExamFamilyId,
  LocalizedText,
  ModerateEntryRequest,
  Page,
  PageQuery,
  StaffContest,
  StaffContestEntry,
} from '@portal/contracts';
import { portalApi, STAFF_SESSION } from '@portal/api-client';

export interface ContestSource {
  family: ExamFamilyId;
  categories: { value: string; label: LocalizedText }[];
}

const contestsApi = portalApi
  .enhanceEndpoints({ addTagTypes: ['StaffContests', 'StaffContestEntries'] })
  .injectEndpoints({
    endpoints: (build) => ({
      staffContests: build.query<Page<StaffContest>, PageQuery>({
        query: (params) => ({ url: '/staff/contests', params, family: STAFF_SESSION }),
        providesTags: ['StaffContests'],
      }),
      contestSources: build.query<ContestSource[], void>({
        query: () => ({ url: '/staff/contests/sources', family: STAFF_SESSION }),
      }),
      createContest: build.mutation<StaffContest, CreateContestRequest>({
        query: (body) => ({ url: '/staff/contests', method: 'POST', body, family: STAFF_SESSION }),
        invalidatesTags: ['StaffContests'],
      }),
      setContestStatus: build.mutation<StaffContest, { id: number; action: 'open' | 'close' }>({
        query: ({ id, action }) => ({
          url: `/staff/contests/${id}/${action}`,
          method: 'POST',
          family: STAFF_SESSION,
        }),
        invalidatesTags: ['StaffContests'],
      }),
      contestEntries: build.query<Page<StaffContestEntry>, { id: number } & PageQuery>({
        query: ({ id, ...params }) => ({
          url: `/staff/contests/${id}/entries`,
          params,
          family: STAFF_SESSION,
        }),
        providesTags: ['StaffContestEntries'],
      }),
      moderateEntry: build.mutation<
        StaffContestEntry,
        { contestId: number; entryId: number; body: ModerateEntryRequest }
      >({
        query: ({ contestId, entryId, body }) => ({
          url: `/staff/contests/${contestId}/entries/${entryId}`,
          method: 'POST',
          body,
          family: STAFF_SESSION,
        }),
        invalidatesTags: ['StaffContestEntries'],
      }),
    }),
  });

export const {
  useStaffContestsQuery,
  useContestSourcesQuery,
  useCreateContestMutation,
  useSetContestStatusMutation,
  useContestEntriesQuery,
  useModerateEntryMutation,
} = contestsApi;
