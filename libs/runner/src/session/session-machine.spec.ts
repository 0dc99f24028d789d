// The session's phases and rules as a pure function: no DOM, no timers, no API.
import type { Flag, RunnerPolicy, TestQuestion, TestResult } from '@portal/contracts';
import type { JournalRecord } from '../logic/journal';
import { initialSessionState, transition, type SessionEvent, type SessionState } from './session-machine';

const question = (id: number, checkai: Flag[], svoris = 1): TestQuestion => ({
  id,
  klausimas: `Q${id}`,
  klausimas_lt: `Q${id}`,
  klausimas_ru: `Q${id}`,
  klausimas_en: `Q${id}`,
  klausimas_uk: `Q${id}`,
  klausimas_pl: `Q${id}`,
  image: null,
  atsakymai: checkai.map((_, i) => `a${i}`),
  atsakymai_lt: checkai.map((_, i) => `a${i}`),
  atsakymai_ru: checkai.map((_, i) => `a${i}`),
  atsakymai_en: checkai.map((_, i) => `a${i}`),
  atsakymai_uk: checkai.map((_, i) => `a${i}`),
  atsakymai_pl: checkai.map((_, i) => `a${i}`),
  checkai,
  svoris,
  comments: 0,
});
const policy: RunnerPolicy = {
  family: 'ket',
  questionCount: 2,
  timeLimitSeconds: 1800,
  answerMode: 'multi',
  scoring: { kind: 'share', passPercent: 80 },
  showWeightBadge: false,
};
const clock = { deadlineMs: 1_000_000, offsetMs: 0 };
const result: TestResult = { correct: 1, total: 2, percent: 50, passed: false, perQuestion: [true, false] };

/** Applies events in order; returns the last state and every effect. */
function run(events: SessionEvent[], from: SessionState = initialSessionState) {
  let state = from;
  const effects = [];
  for (const e of events) {
    const [next, fx] = transition(state, e);
    state = next;
    effects.push(...fx);
  }
  return { state, effects };
}

const loaded = (status: 'NEW' | 'RESUMED', journal: JournalRecord | null = null): SessionEvent => ({
  type: 'loaded',
  status,
  questions: [question(1, ['1', '0']), question(2, ['0', '0', '0'])],
  policy,
  clock,
  journal,
});
const running = run([loaded('NEW')]).state;

describe('session machine', () => {
  it('a new attempt: loading → running, the journal cleared, saving opened on the server answers', () => {
    const { state, effects } = run([loaded('NEW', { answers: [], rev: 9, savedRev: 1, changedAt: 0 })]);
    expect(state.phase).toBe('running');
    expect(state.answers).toEqual([
      ['1', '0'],
      ['0', '0', '0'],
    ]);
    expect(state.saveState).toBe('saved');
    expect(effects).toEqual([
      { kind: 'clear-journal' },
      { kind: 'open-saving', server: state.answers, revisions: { rev: 0, savedRev: 0 } },
    ]);
  });

  it('resume of an open attempt: unconfirmed journal answers are re-applied and saved at once', () => {
    const journal = {
      answers: [['1', '0'] as Flag[], ['0', '1', '0'] as Flag[]],
      rev: 5,
      savedRev: 4,
      changedAt: 1,
    };
    const { state, effects } = run([loaded('RESUMED', journal)]);
    expect(state.phase).toBe('resume');
    expect(state.answers).toEqual(journal.answers);
    expect(state.questions[1].checkai).toEqual(['0', '1', '0']);
    expect(state.saveState).toBe('saving');
    expect(effects).toEqual([
      {
        kind: 'open-saving',
        server: [
          ['1', '0'],
          ['0', '0', '0'],
        ],
        revisions: { rev: 5, savedRev: 4 },
      },
      { kind: 'record', answers: journal.answers },
      { kind: 'save-now' },
    ]);
    expect(run([{ type: 'continue' }], state).state.phase).toBe('running');
  });

  it('resume: a confirmed journal, or one that does not fit the questions, leaves the server answers', () => {
    const confirmed = {
      answers: [['0', '1'] as Flag[], ['1', '0', '0'] as Flag[]],
      rev: 3,
      savedRev: 3,
      changedAt: 1,
    };
    const a = run([loaded('RESUMED', confirmed)]);
    expect(a.state.answers).toEqual([
      ['1', '0'],
      ['0', '0', '0'],
    ]);
    expect(a.effects.map((e) => e.kind)).toEqual(['open-saving']);
    const misfit = { answers: [['1']] as Flag[][], rev: 3, savedRev: 1, changedAt: 1 };
    expect(run([loaded('RESUMED', misfit)]).state.answers).toEqual([
      ['1', '0'],
      ['0', '0', '0'],
    ]);
  });

  it('answers change only while running, each change is journaled and queued for saving', () => {
    const resumed = run([loaded('RESUMED')]).state;
    expect(run([{ type: 'answer', index: 0, ticks: ['0', '1'] }], resumed).effects).toEqual([]);
    const { state, effects } = run([{ type: 'answer', index: 1, ticks: ['0', '0', '1'] }], running);
    expect(state.answers[1]).toEqual(['0', '0', '1']);
    expect(effects).toEqual([{ kind: 'record', answers: state.answers }]);
    expect(run([{ type: 'continue' }], running).state).toBe(running); // only from resume
  });

  it('the minute marks save now, a hidden tab flushes unsaved answers; neither after the end', () => {
    expect(run([{ type: 'minute-mark' }], running).effects).toEqual([{ kind: 'save-now' }]);
    expect(run([{ type: 'hidden' }], running).effects).toEqual([{ kind: 'flush' }]);
    const ending = run([{ type: 'finish' }], running).state;
    expect(run([{ type: 'minute-mark' }, { type: 'hidden' }], ending).effects).toEqual([]);
  });

  it("a failed save shows 'not saved' and one notice per failure streak; a later success shows 'saved'", () => {
    const { state } = run(
      [
        { type: 'save-state', state: 'failed' },
        { type: 'save-failed', first: true },
        { type: 'save-failed', first: false },
      ],
      running,
    );
    expect(state.saveState).toBe('failed');
    expect(state.notices).toEqual([{ id: 1, key: 'save.error' }]);
    expect(run([{ type: 'save-state', state: 'saved' }], state).state.saveState).toBe('saved');
  });

  it('a save refused because the attempt ended (another tab, deadline) ends the test here too', () => {
    for (const code of ['test-ended', 'deadline-passed']) {
      const { state, effects } = run([{ type: 'save-failed', code, first: true }], running);
      expect(state.phase).toBe('ending');
      expect(state.notices).toEqual([]);
      expect(effects).toEqual([{ kind: 'stop-saving' }, { kind: 'end', answers: running.answers }]);
    }
  });

  it('deadline reached → ending, from the questions and from the resume prompt', () => {
    expect(run([{ type: 'deadline' }], running).state.phase).toBe('ending');
    expect(run([loaded('RESUMED'), { type: 'deadline' }]).state.phase).toBe('ending');
  });

  it('ending is idempotent: a second finish, the deadline or an ended-save sends nothing more', () => {
    const { effects } = run(
      [
        { type: 'finish' },
        { type: 'finish' },
        { type: 'deadline' },
        { type: 'save-failed', code: 'test-ended', first: true },
      ],
      running,
    );
    expect(effects.filter((e) => e.kind === 'end')).toHaveLength(1);
    expect(run([{ type: 'finish' }], initialSessionState).state.phase).toBe('loading');
  });

  it('ending: retrying shows, the server answer shows the results, clears journal and token, calls onEnded', () => {
    const ending = run([{ type: 'finish' }, { type: 'end-retrying' }], running).state;
    expect(ending.endRetrying).toBe(true);
    const key = [{ ats: ['1', '0'] as Flag[] }, { ats: ['0', '1', '0'] as Flag[] }];
    const { state, effects } = run(
      [
        { type: 'ended', key, comments: [], result, askedId: 2 },
        { type: 'ended', key, comments: [], result },
      ],
      ending,
    );
    expect(state.phase).toBe('results');
    expect(state.endRetrying).toBe(false);
    expect(state.outcome).toEqual({ key, comments: [], result });
    expect(state.questions.map((q) => !!q.asked)).toEqual([false, true]);
    expect(effects).toEqual([{ kind: 'clear-journal' }, { kind: 'clear-token' }, { kind: 'ended' }]);
  });

  it('an end failure that retrying cannot cure shows the error and goes home on close', () => {
    const { state } = run([{ type: 'finish' }, { type: 'end-failed', detail: 'Unauthorized' }], running);
    expect(state.phase).toBe('ending');
    expect(state.notices).toEqual([
      { id: 1, key: 'error', values: { detail: 'Unauthorized' }, then: 'home' },
    ]);
    expect(run([{ type: 'dismiss' }], state).effects).toEqual([{ kind: 'leave', to: 'home' }]);
  });

  it('load failures: a refusal (4xx) goes home, anything else reloads (core spec section 8)', () => {
    const refused = run([{ type: 'load-failed', status: 403, detail: 'limit' }]).state;
    expect(refused.notices).toEqual([{ id: 1, key: 'error', values: { detail: 'limit' }, then: 'home' }]);
    const offline = run([{ type: 'load-failed', status: 'FETCH_ERROR', detail: 'x' }]).state;
    expect(offline.phase).toBe('loading');
    expect(offline.notices).toEqual([{ id: 1, key: 'loadError', then: 'reload' }]);
    expect(run([{ type: 'dismiss' }], offline).effects).toEqual([{ kind: 'leave', to: 'reload' }]);
    expect(run([{ type: 'load-failed', status: 500, detail: 'x' }]).state.notices[0].then).toBe('reload');
  });

  it('a mode whose alert does not reload (competition, examiner: second spec section 8) goes to its start screen', () => {
    const failed = run([{ type: 'load-failed', status: 500, detail: 'x', reload: false }]).state;
    expect(failed.notices).toEqual([{ id: 1, key: 'loadError', then: 'home' }]);
    expect(run([{ type: 'dismiss' }], failed).effects).toEqual([{ kind: 'leave', to: 'home' }]);
  });

  it('notices queue without duplicates and close in order', () => {
    const { state } = run([
      { type: 'notify', key: 'ask.success' },
      { type: 'notify', key: 'ask.success' },
      { type: 'notify', key: 'error', values: { detail: 'a' } },
      { type: 'notify', key: 'error', values: { detail: 'b' } },
    ]);
    expect(state.notices.map((n) => n.id)).toEqual([1, 2, 3]);
    const after = run([{ type: 'dismiss' }], state);
    expect(after.state.notices.map((n) => n.id)).toEqual([2, 3]);
    expect(after.effects).toEqual([]);
    expect(run([{ type: 'dismiss' }]).effects).toEqual([]);
  });

  it('demo: running at once, scored locally at the end, straight to results', () => {
    const questions = [question(1, ['0', '0']), question(2, ['0', '0', '0'], 2)];
    const key = [{ ats: ['1', '0'] as Flag[] }, { ats: ['0', '1', '0'] as Flag[] }];
    const { state, effects } = run([
      { type: 'demo-ready', questions, key, policy, clock },
      { type: 'answer', index: 0, ticks: ['1', '0'] },
      { type: 'finish' },
      { type: 'finish' },
    ]);
    expect(state.phase).toBe('results');
    expect(state.outcome!.result).toMatchObject({ correct: 1, total: 2 });
    expect(effects.map((e) => e.kind)).toEqual(['record', 'stop-saving', 'ended']);
    const missing = run([{ type: 'demo-missing' }]).state;
    expect(missing.notices).toEqual([{ id: 1, key: 'error', values: { detail: 'demo' }, then: 'home' }]);
  });

  it('a save answer re-measures the clock offset; asking marks the question', () => {
    const { state } = run([{ type: 'server-time', serverNow: 5000, deviceNow: 2000 }], running);
    expect(state.clock).toEqual({ deadlineMs: 1_000_000, offsetMs: 3000 });
    expect(run([{ type: 'server-time', serverNow: 1, deviceNow: 0 }]).state.clock).toBeNull();
    expect(run([{ type: 'asked', id: 1 }], running).state.questions[0].asked).toBe(true);
  });
});
