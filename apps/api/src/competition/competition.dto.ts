import { competitionStartSchema, createContestSchema, moderateEntrySchema } from '@portal/contracts';
import * as z from 'zod';
import { queryText } from '../common/query-fields';
import { zodDto } from '../common/zod-schema';

export class CompetitionStartDto extends zodDto(competitionStartSchema()) {}

export class CreateContestDto extends zodDto(createContestSchema()) {}

export class ModerateEntryDto extends zodDto(moderateEntrySchema()) {}

/** `GET competition/contests/:id/leaderboard`: which table, and the entrant asking for their own rank. */
export const leaderboardQuerySchema = () =>
  z.strictObject({
    difficulty: z.enum(['ordinary', 'hard']).optional(),
    entry: queryText(2000).optional().describe("the entrant's test token, for their own rank"),
  });

export class LeaderboardQueryDto extends zodDto(leaderboardQuerySchema()) {}
