import { COMPETITION, type ContestDifficulty, type RunnerPolicy } from '@portal/contracts';
import type { ContestEntity } from './contest.entity';

/** Questions of a contest unless staff choose otherwise: 5 (second spec, section 9). */
export const COMPETITION_QUESTION_COUNT = COMPETITION.questionCount;

/** What the runner needs of a contest: its count and time, the competition family's answer and scoring rules. */
export function contestRunnerPolicy(contest: ContestEntity): RunnerPolicy {
  return {
    family: COMPETITION.id,
    questionCount: contest.questionCount,
    timeLimitSeconds: contest.timeLimitSeconds,
    answerMode: COMPETITION.answerMode,
    scoring: COMPETITION.scoring,
    showWeightBadge: COMPETITION.showWeightBadge,
  };
}

export function difficultyOf(egzamin: boolean): ContestDifficulty {
  return egzamin ? 'hard' : 'ordinary';
}
