// The competition's own calls (docs/api.md "Competition"), injected into the portal's RTK Query API: the server
// check, the contest and the leaderboard. The test's start, save and end are the runner's one API (libs/runner,
// useTestApi). They name the competition family and carry no account: the entrant is a person.
import type { ContestDifficulty, Leaderboard, PublicContest, ServerStatus } from '@portal/contracts';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { portalApi } from '@portal/api-client';

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
  }),
});

export const { useCompetitionStatusQuery, useCurrentContestQuery, useLeaderboardQuery } = competitionApi;

/** After an entry's end: the leaderboards are asked again (the entry may be on one now). */
export function useLeaderboardChanged(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => dispatch(competitionApi.util.invalidateTags(['Leaderboard'])), [dispatch]);
}
