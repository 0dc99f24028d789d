import type { CompetitionRunData, ContestDifficulty } from '@portal/contracts';

/**
 * The /k route's hidden state: the runner's parameters (usr 'guest': an entrant has no account) and the spec's
 * `data` parameter, the person and the exam flag as JSON.
 */
export interface CompetitionRouteState {
  usr: 'guest';
  kate: string;
  provider: string;
  language: string;
  data: string;
}

export function competitionRouteState(run: CompetitionRunData, language: string): CompetitionRouteState {
  return { usr: 'guest', kate: 'contest', provider: '', language, data: JSON.stringify(run) };
}

/** The run data of the route state, or null when missing or malformed (the test screen then goes to the root). */
export function parseRunData(state: unknown): CompetitionRunData | null {
  const data = state && typeof state === 'object' ? (state as { data?: unknown }).data : undefined;
  if (typeof data !== 'string') return null;
  try {
    const run = JSON.parse(data) as Partial<CompetitionRunData>;
    const person = run.person;
    if (!person || typeof person.name !== 'string' || !person.name.trim() || typeof person.gdata !== 'string')
      return null;
    return { person: { name: person.name, gdata: person.gdata }, egzamin: run.egzamin === true };
  } catch {
    return null;
  }
}

export function difficultyOf(egzamin: boolean): ContestDifficulty {
  return egzamin ? 'hard' : 'ordinary';
}

/**
 * This browser's last entry (its token): kept in local storage, so a reload, another tab or a return later resumes
 * the running entry (the server resumes it only for its token: docs/api.md "Competition"), shows the entrant's own
 * rank on the leaderboard, and tells the server that a new entry of the same name is not a first one.
 */
const LAST_ENTRY_KEY = 'competition:lastEntry';

export interface LastEntry {
  token: string;
  difficulty: ContestDifficulty;
}

export function rememberEntry(entry: LastEntry): void {
  try {
    localStorage.setItem(LAST_ENTRY_KEY, JSON.stringify(entry));
  } catch {
    // storage refused (private mode): no own rank, and a reload cannot resume the entry
  }
}

export function lastEntry(): LastEntry | null {
  try {
    const raw = localStorage.getItem(LAST_ENTRY_KEY);
    const entry = raw ? (JSON.parse(raw) as Partial<LastEntry>) : null;
    return entry &&
      typeof entry.token === 'string' &&
      (entry.difficulty === 'hard' || entry.difficulty === 'ordinary')
      ? { token: entry.token, difficulty: entry.difficulty }
      : null;
  } catch {
    return null;
  }
}

/** Two words at least (first and last name), as the server requires. */
export function hasFirstAndLastName(name: string): boolean {
  return name.trim().split(/\s+/).filter(Boolean).length >= 2;
}

/** mm:ss of a number of seconds. */
export function minutesSeconds(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
