import type { EndTestResponse } from './exam';
import type { ExamFamilyId, Language, LocalizedText } from './families';

/** Ordinary or hard: the start screen's slide toggle (the spec's exam flag). */
export type ContestDifficulty = 'ordinary' | 'hard';
export const CONTEST_DIFFICULTIES: readonly ContestDifficulty[] = ['ordinary', 'hard'];

/** A competition person (second spec, section 3): a name and a birth date (YYYY-MM-DD). */
export interface CompetitionPerson {
  name: string;
  gdata: string;
}

/** The hidden `data` parameter of the /k route: the person and the exam flag (true = hard). */
export interface CompetitionRunData {
  person: CompetitionPerson;
  egzamin: boolean;
}

/** `POST /api/competition/tests`: a new entry (or the person's unfinished one) in the open contest. */
export interface CompetitionStartRequest {
  person: CompetitionPerson;
  egzamin: boolean;
  language?: Language;
  /**
   * The test token of this browser's latest entry in the contest (kept in its local storage): the only way to
   * resume a running entry (without it a second start answers 409 `entry-running`), and it tells the server that
   * a new entry from this browser is not a person's first whatever name or birth date is typed.
   */
  entry?: string;
}

/** `POST /api/competition/tests/end` answer: the test's end plus whether this entry counts, and its rank. */
export interface CompetitionEndResponse extends EndTestResponse {
  contest: {
    /** False for a person's later entries (practice): only the first one is ranked. */
    counted: boolean;
    /** The entry's place on its leaderboard (counted entries only). */
    rank: number | null;
  };
}

/** `GET /api/competition/contest`: the contest the start screen offers, or null when none is open. */
export interface PublicContest {
  id: number;
  title: LocalizedText;
  questionCount: number;
  timeLimitSeconds: number;
  opensAt: string;
  closesAt: string;
  /** Open for entries now (opened by staff and within its times). */
  open: boolean;
}

export interface LeaderboardRow {
  rank: number;
  /** Shortened: first name and the last name's initial ('Jonas P.'). Never the birth date. */
  name: string;
  correct: number;
  total: number;
  /** Server-measured time from start to end, in seconds. */
  seconds: number;
}

/** `GET /api/competition/leaderboard?difficulty=&entry=`: the top 10 and, given an entry token, its own row. */
export interface Leaderboard {
  contestId: number | null;
  difficulty: ContestDifficulty;
  top: LeaderboardRow[];
  own: (LeaderboardRow & { counted: boolean }) | null;
}

/** `POST /api/staff/contests` body. Times ISO 8601. */
export interface CreateContestRequest {
  /** Lithuanian required; a language left out (or empty) shows the Lithuanian title to its learners. */
  title: Pick<LocalizedText, 'lt'> & Partial<LocalizedText>;
  /** The enrolled family whose bank the questions come from, and its category. */
  family: ExamFamilyId;
  category: string;
  questionCount?: number;
  timeLimitSeconds: number;
  opensAt: string;
  closesAt: string;
}

export type ContestStatus = 'draft' | 'open' | 'closed';

/** `GET /api/staff/contests` item. */
export interface StaffContest {
  id: number;
  title: LocalizedText;
  family: ExamFamilyId;
  category: string;
  questionCount: number;
  timeLimitSeconds: number;
  opensAt: string;
  closesAt: string;
  status: ContestStatus;
  /** The frozen question ids of each set (frozen at creation). */
  ordinaryIds: number[];
  hardIds: number[];
  entries: number;
}

/** `GET /api/staff/contests/:id/entries` item: everything, the birth date too (staff only). */
export interface StaffContestEntry {
  id: number;
  name: string;
  gdata: string;
  difficulty: ContestDifficulty;
  counted: boolean;
  hidden: boolean;
  disqualified: boolean;
  startedAt: string;
  finishedAt: string | null;
  correct: number | null;
  total: number;
  seconds: number | null;
}

/** `POST /api/staff/contests/:id/entries/:entryId` body: hide from the leaderboard, or disqualify. */
export interface ModerateEntryRequest {
  hidden?: boolean;
  disqualified?: boolean;
}
