// The competition's calls (docs/api.md "Competition"), injected into the portal's RTK Query API. They name the
// competition family (its routes take no one else's token) and carry no account: the entrant is a person.
import type {
  CompetitionEndResponse,
  CompetitionStartRequest,
  ContestDifficulty,
  Leaderboard,
  PublicContest,
  SaveTestRequest,
  SaveTestResponse,
  ServerStatus,
  TestLoadResponse,
} from '@portal/contracts';
import { portalApi } from '@portal/api-client';
import { END_TIMEOUT_MS, SAVE_TIMEOUT_MS, START_TIMEOUT_MS } from '@portal/contracts';

const FAMILY = 'competition' as const;

const competitionApi = portalApi.enhanceEndpoints({ addTagTypes: ['Leaderboard'] }).injectEndpoints({
  endpoints: (build) => ({
    competitionStatus: build.query<ServerStatus, void>({
      query: () => ({ url: '/competition/status', family: FAMILY }),
    }),
    currentContest: build.query<PublicContest | null, void>({
      query: () => ({ url: '/competition/contest', family: FAMILY }),
    }),
    leaderboard: build.query<Leaderboard, { difficulty: ContestDifficulty; entry?: string }>({
      query: (params) => ({ url: '/competition/leaderboard', params, family: FAMILY }),
      providesTags: ['Leaderboard'],
    }),
    competitionStart: build.mutation<TestLoadResponse, CompetitionStartRequest>({
      query: (body) => ({
        url: '/competition/tests',
        method: 'POST',
        body,
        family: FAMILY,
        timeout: START_TIMEOUT_MS,
      }),
    }),
    competitionSave: build.mutation<SaveTestResponse, SaveTestRequest>({
      query: (body) => ({
        url: '/competition/tests/save',
        method: 'POST',
        body,
        family: FAMILY,
        timeout: SAVE_TIMEOUT_MS,
      }),
    }),
    competitionEnd: build.mutation<CompetitionEndResponse, SaveTestRequest>({
      query: (body) => ({
        url: '/competition/tests/end',
        method: 'POST',
        body,
        family: FAMILY,
        timeout: END_TIMEOUT_MS,
      }),
      invalidatesTags: ['Leaderboard'],
    }),
  }),
});

export const {
  useCompetitionStatusQuery,
  useCurrentContestQuery,
  useLeaderboardQuery,
  useCompetitionStartMutation,
  useCompetitionSaveMutation,
  useCompetitionEndMutation,
} = competitionApi;
