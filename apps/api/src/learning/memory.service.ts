import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_DAILY_CAP } from '@portal/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { preparedRead } from '../database/prepared-statements';
import { inTransaction } from '../database/transactions';
import { dayStart, examMoment, planAt } from './exam-plan';
import { type CardState, replay, review } from './fsrs-card';
import { type CardArrays, type CardColumns, cardArrays, sumView, type ViewSums } from './learner-view';
import { countAnswers } from './question-facility';
import type { ReviewSource } from './review.entity';
import { dialectOf } from '../database/dialect';

/** One answer to record: a test's question at its end, a practice's or a review's answer when checked. */
export interface AnswerRecord {
  questionId: number;
  correct: boolean;
  answeredAt: number;
  source: ReviewSource;
  /** The test's or session's id. */
  sessionId: number | null;
}

/** A card with its question and the plan's window (card.entity.ts). */
export interface LearnerCard extends CardState {
  questionId: number;
  planAt: number | null;
}

export interface LearnerPlan {
  examDate: string | null;
  dailyCap: number;
}

const CARD_COLUMNS = [
  'account_id',
  'question_id',
  'family',
  'due_at',
  'plan_at',
  'stability',
  'difficulty',
  'reps',
  'lapses',
  'learning_steps',
  'state',
  'last_review_at',
  'last_correct',
] as const;
const CARD_SELECT =
  'SELECT question_id, due_at, plan_at, stability, difficulty, reps, lapses, learning_steps, state,' +
  ' last_review_at, last_correct FROM learning_cards';

interface CardRow {
  question_id: number | string;
  due_at: number | string;
  plan_at: number | string | null;
  stability: number | string;
  difficulty: number | string;
  reps: number | string;
  lapses: number | string;
  learning_steps: number | string;
  state: number | string;
  last_review_at: number | string;
  last_correct: number | string;
}

const cardOf = (row: CardRow): LearnerCard => ({
  questionId: Number(row.question_id),
  dueAt: Number(row.due_at),
  planAt: row.plan_at === null ? null : Number(row.plan_at),
  stability: Number(row.stability),
  difficulty: Number(row.difficulty),
  reps: Number(row.reps),
  lapses: Number(row.lapses),
  learningSteps: Number(row.learning_steps),
  state: Number(row.state),
  lastReviewAt: Number(row.last_review_at),
  lastCorrect: Number(row.last_correct),
});

/** MariaDB's "deadlock found" and "lock wait timeout": the transaction is run again. */
const RETRIED_ERRORS = new Set([1213, 1205]);
const ATTEMPTS = 4;
/** Learners whose Learn card figures this instance keeps (about 20 KB each with 400 cards). */
const VIEWS_KEPT = 5000;

/**
 * The memory model (issue 26, item 3; docs/learning.md): every answer a learner gives becomes a review row, and the
 * learner's FSRS card per question follows from the rows (recompute() replays them). The other modules record
 * answers and read the queue only through here.
 *
 * One learner's recordings never interleave, so no update is lost: within an instance a chain of promises per
 * learner and family; across instances (MariaDB) each recording is a transaction that first takes the learner's
 * learning_settings row with an exclusive lock (an upsert), and only then reads the cards (its snapshot starts
 * after the previous holder committed). SQLite serves one process, whose chain is enough.
 */
@Injectable()
export class MemoryService {
  private readonly chains = new Map<string, Promise<unknown>>();
  private readonly recordedListeners: ((accountId: number, family: string) => void)[] = [];
  private readonly views = new Map<
    string,
    { version: number; cards: CardArrays; day: number; reviewsToday: number }
  >();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Called after each recording committed, with its learner and family (the readiness refreshes staff's snapshot
   * of the learner: readiness.service.ts); a listener must not throw or wait on the recording.
   */
  onRecorded(listener: (accountId: number, family: string) => void): void {
    this.recordedListeners.push(listener);
  }

  /** Records the learner's answers (review rows) and moves their cards. */
  async record(accountId: number, family: string, answers: readonly AnswerRecord[]): Promise<void> {
    if (answers.length === 0) return;
    await this.serialized(accountId, family, (manager, plan) =>
      this.write(manager, accountId, family, plan, answers),
    );
    this.recorded(accountId, family);
  }

  /**
   * Records an ended test's answers once (the statistics catch-up calls this for every ended test): false when
   * its rows are there already (another instance's pass, or a pass stopped before its statistics were marked).
   */
  async recordTest(
    accountId: number,
    family: string,
    testId: number,
    answers: readonly AnswerRecord[],
  ): Promise<boolean> {
    // A test whose questions have all left the bank since has nothing to record.
    if (answers.length === 0) return false;
    const written = await this.serialized(accountId, family, async (manager, plan) => {
      const done = (await manager.query(
        'SELECT 1 AS x FROM learning_reviews WHERE account_id = ? AND family = ? AND source = ? AND session_id = ? LIMIT 1',
        [accountId, family, 'test', testId],
      )) as unknown[];
      if (done.length) return false;
      await this.write(manager, accountId, family, plan, answers);
      return true;
    });
    if (written) this.recorded(accountId, family);
    return written;
  }

  private recorded(accountId: number, family: string): void {
    for (const listener of this.recordedListeners) listener(accountId, family);
  }

  /**
   * Rebuilds the learner's cards of a family from their review rows, replayed in time order, and returns them
   * (by question). The cards written by record() are the same (memory.service.int-spec.ts).
   */
  async recompute(accountId: number, family: string): Promise<Map<number, LearnerCard>> {
    return this.serialized(accountId, family, async (manager, plan) => {
      const rows = (await manager.query(
        'SELECT question_id, correct, answered_at FROM learning_reviews WHERE account_id = ? AND family = ?' +
          ' ORDER BY answered_at, id',
        [accountId, family],
      )) as { question_id: number | string; correct: number | string; answered_at: number | string }[];
      const byQuestion = new Map<number, { correct: boolean; at: number }[]>();
      for (const row of rows) {
        const id = Number(row.question_id);
        let list = byQuestion.get(id);
        if (!list) byQuestion.set(id, (list = []));
        list.push({ correct: Number(row.correct) === 1, at: Number(row.answered_at) });
      }
      const cards = new Map<number, LearnerCard>();
      for (const [questionId, answers] of byQuestion) {
        const state = replay(answers)!;
        cards.set(questionId, { ...state, questionId, planAt: this.planOf(state, plan) });
      }
      await manager.query('DELETE FROM learning_cards WHERE account_id = ? AND family = ?', [
        accountId,
        family,
      ]);
      await this.upsert(manager, accountId, family, [...cards.values()]);
      return cards;
    });
  }

  /** The learner's cards of a family, by question. */
  async cardsOf(accountId: number, family: string): Promise<Map<number, LearnerCard>> {
    const rows = (await this.dataSource.query(`${CARD_SELECT} WHERE account_id = ? AND family = ?`, [
      accountId,
      family,
    ])) as CardRow[];
    return new Map(rows.map((row) => [Number(row.question_id), cardOf(row)]));
  }

  /** The learner's exam date and daily cap (the defaults when never set). */
  async planOfLearner(accountId: number, family: string, manager?: EntityManager): Promise<LearnerPlan> {
    const sql = 'SELECT exam_date, daily_cap FROM learning_settings WHERE account_id = ? AND family = ?';
    type Row = { exam_date: string | null; daily_cap: number | string };
    const rows = manager
      ? ((await manager.query(sql, [accountId, family])) as Row[])
      : await preparedRead<Row>(this.dataSource, sql, [accountId, family]);
    if (!rows.length) return { examDate: null, dailyCap: DEFAULT_DAILY_CAP };
    return { examDate: rows[0].exam_date, dailyCap: Number(rows[0].daily_cap) };
  }

  /** Sets the exam date and the cap, and plans every card of the learner again for the new date. */
  async setPlan(accountId: number, family: string, plan: LearnerPlan): Promise<void> {
    await this.serialized(accountId, family, async (manager) => {
      await manager.query(
        'UPDATE learning_settings SET exam_date = ?, daily_cap = ? WHERE account_id = ? AND family = ?',
        [plan.examDate, plan.dailyCap, accountId, family],
      );
      const rows = (await manager.query(`${CARD_SELECT} WHERE account_id = ? AND family = ?`, [
        accountId,
        family,
      ])) as CardRow[];
      const cards = rows.map(cardOf).map((card) => ({ ...card, planAt: this.planOf(card, plan) }));
      await this.upsert(manager, accountId, family, cards);
    });
  }

  /** Answers of review sessions since the local midnight: what the daily cap counts. */
  async reviewsToday(accountId: number, family: string, now: number): Promise<number> {
    const rows = await preparedRead<{ n: number | string }>(
      this.dataSource,
      'SELECT COUNT(*) AS n FROM learning_reviews WHERE account_id = ? AND family = ? AND answered_at >= ?' +
        ' AND source = ?',
      [accountId, family, dayStart(now, this.config.timeZone), 'review'],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * The question ids to review now, at most `limit` and at most what is left of today's cap. With an exam date
   * ahead: first the cards whose plan window is open (the earliest opened first), then those plain FSRS has due
   * (the most overdue first); without one, plain FSRS's due cards. docs/learning.md says why.
   */
  async dueQuestionIds(accountId: number, family: string, now: number, limit: number): Promise<number[]> {
    const plan = await this.planOfLearner(accountId, family);
    const left = Math.min(limit, plan.dailyCap - (await this.reviewsToday(accountId, family, now)));
    if (left <= 0) return [];
    return this.queue(accountId, family, plan, now, left);
  }

  /**
   * The Learn card's figures: the learner's plan and, from their cards, per topic the summed predicted recall now,
   * the cards seen and the queue's length within what is left of today's cap. The cards (and today's review count)
   * are kept in this instance until the learner's next recording in any instance: the settings row's `version`,
   * read first, changes with each (bumped at the end of the recording's transaction), so a request is one
   * primary-key read while nothing changed. Parsing hundreds of card rows a request cost more than the rest of it.
   */
  async learnerView(
    accountId: number,
    family: string,
    topicOf: ReadonlyMap<number, string | null>,
    now: number,
  ): Promise<{ plan: LearnerPlan; version: number; cards: CardArrays } & ViewSums> {
    const [settings] = await preparedRead<{
      exam_date: string | null;
      daily_cap: number | string;
      version: number | string;
    }>(
      this.dataSource,
      'SELECT exam_date, daily_cap, version FROM learning_settings WHERE account_id = ? AND family = ?',
      [accountId, family],
    );
    const plan: LearnerPlan = settings
      ? { examDate: settings.exam_date, dailyCap: Number(settings.daily_cap) }
      : { examDate: null, dailyCap: DEFAULT_DAILY_CAP };
    const version = settings ? Number(settings.version) : -1;
    const key = `${accountId}:${family}`;
    const today = dayStart(now, this.config.timeZone);
    let view = this.views.get(key);
    if (!view || view.version !== version) {
      // Read after the version: the cards are at least as new as it.
      const rows = await preparedRead<CardColumns>(
        this.dataSource,
        'SELECT question_id, stability, last_review_at, due_at, plan_at FROM learning_cards' +
          ' WHERE account_id = ? AND family = ?',
        [accountId, family],
      );
      view = { version, cards: cardArrays(rows), day: NaN, reviewsToday: 0 };
    }
    if (view.day !== today) {
      view.reviewsToday = await this.reviewsToday(accountId, family, now);
      view.day = today;
    }
    // Most recently used last; the oldest goes first beyond VIEWS_KEPT.
    this.views.delete(key);
    this.views.set(key, view);
    if (this.views.size > VIEWS_KEPT) this.views.delete(this.views.keys().next().value!);
    const examAhead = plan.examDate !== null && examMoment(plan.examDate, this.config.timeZone) > now;
    const sums = sumView(view.cards, topicOf, now, examAhead);
    return {
      plan,
      version,
      cards: view.cards,
      ...sums,
      due: Math.max(0, Math.min(sums.due, plan.dailyCap - view.reviewsToday)),
    };
  }

  private async queue(
    accountId: number,
    family: string,
    plan: LearnerPlan,
    now: number,
    limit: number,
  ): Promise<number[]> {
    const ids: number[] = [];
    const examAhead = plan.examDate !== null && examMoment(plan.examDate, this.config.timeZone) > now;
    // The limit written into the text (a whole number we computed): prepared statements take no LIMIT parameter
    // on every MySQL version.
    const take = (n: number) => ` LIMIT ${Math.max(0, Math.floor(n))}`;
    if (examAhead) {
      const open = await preparedRead<{ question_id: number | string }>(
        this.dataSource,
        'SELECT question_id FROM learning_cards WHERE account_id = ? AND family = ? AND plan_at <= ?' +
          ' ORDER BY plan_at, question_id' +
          take(limit),
        [accountId, family, now],
      );
      ids.push(...open.map((r) => Number(r.question_id)));
      if (ids.length >= limit) return ids;
    }
    const due = await preparedRead<{ question_id: number | string }>(
      this.dataSource,
      'SELECT question_id FROM learning_cards WHERE account_id = ? AND family = ? AND due_at <= ?' +
        (examAhead ? ' AND (plan_at IS NULL OR plan_at > ?)' : '') +
        ' ORDER BY due_at, question_id' +
        take(limit - ids.length),
      examAhead ? [accountId, family, now, now] : [accountId, family, now],
    );
    ids.push(...due.map((r) => Number(r.question_id)));
    return ids;
  }

  private planOf(card: CardState, plan: LearnerPlan): number | null {
    const examAt = plan.examDate === null ? null : examMoment(plan.examDate, this.config.timeZone);
    return planAt(card, this.clock.now(), examAt, this.config.timeZone);
  }

  /** Review rows, then the cards of the answered questions moved (replayed from their rows when out of order). */
  private async write(
    manager: EntityManager,
    accountId: number,
    family: string,
    plan: LearnerPlan,
    answers: readonly AnswerRecord[],
  ): Promise<void> {
    const sorted = [...answers].sort((a, b) => a.answeredAt - b.answeredAt);
    const params: unknown[] = [];
    for (const a of sorted)
      params.push(accountId, family, a.questionId, a.correct ? 1 : 0, a.source, a.sessionId, a.answeredAt);
    for (let i = 0; i < sorted.length; i += 200)
      await manager.query(
        'INSERT INTO learning_reviews (account_id, family, question_id, correct, source, session_id, answered_at)' +
          ` VALUES ${sorted
            .slice(i, i + 200)
            .map(() => '(?, ?, ?, ?, ?, ?, ?)')
            .join(', ')}`,
        params.slice(i * 7, (i + 200) * 7),
      );
    const questionIds = [...new Set(sorted.map((a) => a.questionId))];
    const current = new Map<number, CardState>();
    const rows = (await manager.query(
      `${CARD_SELECT} WHERE account_id = ? AND question_id IN (${questionIds.map(() => '?').join(', ')})`,
      [accountId, ...questionIds],
    )) as CardRow[];
    for (const row of rows) current.set(Number(row.question_id), cardOf(row));
    const late = new Set(
      sorted
        .filter((a) => (current.get(a.questionId)?.lastReviewAt ?? -Infinity) > a.answeredAt)
        .map((a) => a.questionId),
    );
    for (const a of sorted) {
      if (late.has(a.questionId)) continue;
      current.set(a.questionId, review(current.get(a.questionId) ?? null, a.correct, a.answeredAt));
    }
    for (const questionId of late)
      current.set(questionId, replay(await this.rowsOf(manager, accountId, questionId))!);
    await this.upsert(
      manager,
      accountId,
      family,
      questionIds.map((questionId) => {
        const state = current.get(questionId)!;
        return { ...state, questionId, planAt: this.planOf(state, plan) };
      }),
    );
    // The population's counts per question (the public hardest list), in the same transaction as the rows; last,
    // so the shared counts' row locks are held for the shortest time.
    await countAnswers(manager, accountId, family, sorted);
  }

  private async rowsOf(manager: EntityManager, accountId: number, questionId: number) {
    const rows = (await manager.query(
      'SELECT correct, answered_at FROM learning_reviews WHERE account_id = ? AND question_id = ?' +
        ' ORDER BY answered_at, id',
      [accountId, questionId],
    )) as { correct: number | string; answered_at: number | string }[];
    return rows.map((r) => ({ correct: Number(r.correct) === 1, at: Number(r.answered_at) }));
  }

  private async upsert(manager: EntityManager, accountId: number, family: string, cards: LearnerCard[]) {
    const dialect = dialectOf(this.dataSource);
    const upsert = dialect.onConflictUpdate(
      ['account_id', 'question_id'],
      CARD_COLUMNS.slice(3).map((c) => `${c} = ${dialect.inserted(c)}`),
    );
    for (let i = 0; i < cards.length; i += 200) {
      const chunk = cards.slice(i, i + 200);
      const params = chunk.flatMap((c) => [
        accountId,
        c.questionId,
        family,
        c.dueAt,
        c.planAt,
        c.stability,
        c.difficulty,
        c.reps,
        c.lapses,
        c.learningSteps,
        c.state,
        c.lastReviewAt,
        c.lastCorrect,
      ]);
      const values = chunk.map(() => `(${CARD_COLUMNS.map(() => '?').join(', ')})`).join(', ');
      await manager.query(
        `INSERT INTO learning_cards (${CARD_COLUMNS.join(', ')}) VALUES ${values}${upsert}`,
        params,
      );
    }
  }

  /**
   * Runs `work` alone for the learner and family: after the learner's earlier work in this instance, and on MariaDB
   * in a transaction holding their settings row (created with the defaults when missing), retried on a deadlock.
   */
  private serialized<T>(
    accountId: number,
    family: string,
    work: (manager: EntityManager, plan: LearnerPlan) => Promise<T>,
  ): Promise<T> {
    const key = `${accountId}:${family}`;
    const run = async (): Promise<T> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await inTransaction(this.dataSource, async (manager) => {
            await this.lock(manager, accountId, family);
            const result = await work(manager, await this.planOfLearner(accountId, family, manager));
            // Last: a Learn card read between this and the commit keeps at most the old version's figures.
            await manager.query(
              'UPDATE learning_settings SET version = version + 1 WHERE account_id = ? AND family = ?',
              [accountId, family],
            );
            return result;
          });
        } catch (error) {
          const code = (error as { errno?: number; driverError?: { errno?: number } }).driverError?.errno;
          if (attempt >= ATTEMPTS || !RETRIED_ERRORS.has(code ?? (error as { errno?: number }).errno ?? 0))
            throw error;
        }
      }
    };
    const next = (this.chains.get(key) ?? Promise.resolve())
      .catch(() => undefined)
      .then(run)
      .finally(() => this.views.delete(key));
    this.chains.set(key, next);
    void next
      .finally(() => {
        if (this.chains.get(key) === next) this.chains.delete(key);
      })
      .catch(() => undefined);
    return next;
  }

  /** The learner's settings row, created with the defaults when missing; on MariaDB locked until the commit. */
  private async lock(manager: EntityManager, accountId: number, family: string): Promise<void> {
    await manager.query(
      'INSERT INTO learning_settings (account_id, family, exam_date, daily_cap) VALUES (?, ?, NULL, ?)' +
        dialectOf(this.dataSource).onConflictKeep(['account_id', 'family'], 'daily_cap'),
      [accountId, family, DEFAULT_DAILY_CAP],
    );
  }
}
