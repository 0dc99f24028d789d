import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ExamFamilyId,
  type FamilyDefinition,
  familyDefinition,
  type LearnerReadiness,
  type LearningSummary,
  READY_CHANCE,
  READY_MOCK_DAYS,
  READY_MOCKS,
  READY_TOPIC_RECALL,
  type ReadinessNext,
  type ReadyCondition,
  WEAKEST_TOPICS,
} from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { Clock } from '../../clock/clock.service';
import { FieldValidationError } from '../../common/api-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { preparedRead } from '../../database/prepared-statements';
import { QuestionDrawService } from '../../exam/question-draw.service';
import { DAY_MS, examMoment } from '../exam-plan';
import { CURVE } from '../fsrs-card';
import type { CardArrays } from '../learner-view';
import { type CardSummary, LearningService, type TopicList } from '../learning.service';
import { MemoryService } from '../memory.service';
import { blueprintPassChance, type ChanceQuestion } from './blueprint-chance';
import { type CalibrationPair, type ChanceCalibration, fitCalibration } from './chance-calibration';
import { MockStartHook, type StartedMock } from './mock-start-hook';
import { ReadinessEntity } from './readiness.entity';
import { type FirstAnswerCounts, questionPrior, type QuestionPrior } from './question-prior';

/** How long a family's prior (the population's first answers) and calibration are reused; refreshed in the background. */
const PRIOR_TTL_MS = 10 * 60_000;
/** The calibration is fitted to the family's latest this many ended mock tests with a model chance. */
const CALIBRATION_TESTS = 5000;
/** The chance is kept this long while nothing else changes (the recall it reads falls by the hour). */
const CHANCE_STEP_MS = 3_600_000;
/** How long a family's first open category is reused (staff's category changes show within it). */
const FIRST_CATEGORY_TTL_MS = 60_000;
/** Learners whose last chance this instance keeps (the same bound as the Learn card's views). */
const KEPT = 5000;
/**
 * Staff's snapshot of a learner is refreshed this long after a recording (a practice session's answers, a mock
 * test recorded by the statistics catch-up): the recordings within it make one computation, not one per answer.
 */
export const SNAPSHOT_DELAY_MS = 5000;

/**
 * FSRS-6's recall of a card `days` after its last review, in fractional days: unlike the Learn card's whole days
 * (ts-fsrs's get_retrievability), a mock test a day after the last one must not see its answers as of "0 days" ago
 * (the bench showed that overconfident by 10–30 points in the middle tenths).
 */
const recall = (days: number, stability: number) =>
  Math.pow(1 + (CURVE.factor * Math.max(days, 0)) / stability, CURVE.decay);

/**
 * The readiness (issue 27, docs/learning.md "Readiness"): the chance to pass the learner's category's blueprint, the
 * "ready" rule, and the chance stored with each mock test at its start.
 */
@Injectable()
export class ReadinessService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ReadinessService');
  private readonly priors = new Map<string, Cached<QuestionPrior>>();
  private readonly calibrations = new Map<string, Cached<ChanceCalibration>>();
  /** Per learner and family: the last model chance, keyed by what it depends on. */
  private readonly chances = new Map<string, { key: string; chance: number }>();
  /** Per family: its first open category (a learner without a test), read again after FIRST_CATEGORY_TTL_MS. */
  private readonly firstCategories = new Map<string, { at: number; value: string | null }>();
  /** Per learner and family: the snapshot row last written (staff's list), to write only when it changes. */
  private readonly written = new Map<string, string>();
  /** Snapshot refreshes waiting for SNAPSHOT_DELAY_MS after a recording, and those running. */
  private readonly waiting = new Map<string, { timer: NodeJS.Timeout; run: () => Promise<void> }>();
  private readonly refreshing = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly learning: LearningService,
    private readonly memory: MemoryService,
    private readonly draws: QuestionDrawService,
    private readonly mockStart: MockStartHook,
  ) {}

  onModuleInit(): void {
    this.mockStart.listen((mock) => this.storeAtStart(mock));
    this.memory.onRecorded((accountId, family) => this.refreshLater(accountId, family));
  }

  onModuleDestroy(): void {
    for (const { timer } of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
  }

  /**
   * Staff's list must not wait for the learner to open the Learn card: a recording (their answers or an ended mock
   * test) recomputes their readiness SNAPSHOT_DELAY_MS later, which writes the snapshot row when a figure changed.
   */
  private refreshLater(accountId: number, family: string): void {
    const key = `${accountId}:${family}`;
    if (this.waiting.has(key)) return;
    const run = async () => {
      this.waiting.delete(key);
      const def = familyDefinition(family as ExamFamilyId) as FamilyDefinition | undefined;
      if (!def) return;
      const done = this.stillRecorded(accountId, family)
        // An account erased within the delay (privacy: its learning rows deleted) gets no row back.
        .then((recorded) => (recorded ? this.summary(accountId, def) : undefined))
        .then(() => undefined)
        .catch((error: unknown) => this.logger.warn(`readiness of ${key}: ${String(error)}`))
        .finally(() => this.refreshing.delete(done));
      this.refreshing.add(done);
      await done;
    };
    const timer = setTimeout(() => void run(), SNAPSHOT_DELAY_MS);
    timer.unref();
    this.waiting.set(key, { timer, run });
  }

  /** Whether the learner still has the settings row every recording writes. */
  private async stillRecorded(accountId: number, family: string): Promise<boolean> {
    const rows = await preparedRead<{ x: number }>(
      this.dataSource,
      'SELECT 1 AS x FROM learning_settings WHERE account_id = ? AND family = ?',
      [accountId, family],
    );
    return rows.length > 0;
  }

  /** Runs the waiting snapshot refreshes now and waits for them (tests, benches, shutdown). */
  async settled(): Promise<void> {
    for (const { timer, run } of [...this.waiting.values()]) {
      clearTimeout(timer);
      void run();
    }
    while (this.refreshing.size) await Promise.all([...this.refreshing]);
  }

  /** `GET /api/<family>/learning`: the Learn card's figures and the readiness. */
  async summary(accountId: number, def: FamilyDefinition): Promise<LearningSummary> {
    // Both at once: the latest tests' read does not depend on the cards.
    const [{ summary, view, topics, now }, { kate, mocks }] = await Promise.all([
      this.learning.summaryParts(accountId, def),
      this.latestTests(accountId, def.id as ExamFamilyId, this.clock.now()),
    ]);
    const examAt = view.plan.examDate ? examMoment(view.plan.examDate, this.config.timeZone) : null;
    const at = examAt !== null && examAt > now ? examAt : now;
    const passChance =
      kate === null
        ? 0
        : await this.chance(accountId, def, kate, view.cards, view.version, topics, at).then(
            (c) => c.calibrated,
            (error: unknown) => {
              // The latest test's category disabled or removed since (the pool's 400): no chance to show for it.
              if (error instanceof FieldValidationError) return 0;
              throw error;
            },
          );
    const readiness = readinessOf(summary, passChance, kate, mocks);
    await this.snapshot(accountId, def.id, readiness, now);
    return { ...summary, ...readiness };
  }

  /**
   * The chance of passing a test of `kate` at `at`: the model's (per question of the category's pool, the card's
   * predicted recall at `at`, FSRS-6's curve over fractional days, or the prior for an unseen one, over the
   * blueprint's draw) and the calibrated one (chance-calibration.ts: what the learner and staff see). The model's is
   * kept per learner until their cards, the category, the hour of `at` or the prior change.
   */
  async chance(
    accountId: number,
    def: FamilyDefinition,
    kate: string,
    cards: CardArrays,
    version: number,
    topics: TopicList,
    at: number,
  ): Promise<{ model: number; calibrated: number }> {
    const [{ pool }, prior, calibration] = await Promise.all([
      this.draws.pool(def.id as ExamFamilyId, kate),
      this.cached(this.priors, def.id, at, () => this.loadPrior(def.id, topics)),
      this.cached(this.calibrations, def.id, at, () => this.loadCalibration(def.id)),
    ]);
    const model = this.modelChance(accountId, def, kate, cards, version, pool, prior, at);
    return { model, calibrated: calibration.apply(model) };
  }

  private modelChance(
    accountId: number,
    def: FamilyDefinition,
    kate: string,
    cards: CardArrays,
    version: number,
    pool: readonly { id: number; topic?: string | null; weight: number }[],
    prior: QuestionPrior,
    at: number,
  ): number {
    const priorAt = this.priors.get(def.id)?.at ?? 0;
    const memoKey = `${accountId}:${def.id}`;
    const key = `${version}|${kate}|${Math.floor(at / CHANCE_STEP_MS)}|${priorAt}|${pool.length}`;
    const memo = this.chances.get(memoKey);
    if (memo?.key === key) return memo.chance;
    const cardOf = new Map<number, number>();
    for (let i = 0; i < cards.questionIds.length; i++) cardOf.set(cards.questionIds[i], i);
    const questions: ChanceQuestion[] = pool.map((q) => {
      const i = cardOf.get(q.id);
      const p =
        i === undefined
          ? prior.of(q.id, q.topic)
          : recall((at - cards.lastReviewAt[i]) / DAY_MS, cards.stability[i]);
      return { topic: q.topic, weight: q.weight, p };
    });
    const chance = Math.round(blueprintPassChance(def, kate, questions) * 1000) / 1000;
    this.chances.delete(memoKey);
    this.chances.set(memoKey, { key, chance });
    if (this.chances.size > KEPT) this.chances.delete(this.chances.keys().next().value!);
    return chance;
  }

  /**
   * A family's prior of unseen questions (question-prior.ts) or calibration, loaded once per PRIOR_TTL_MS of `now`
   * (the API's clock) and refreshed in the background when old (the old one served meanwhile).
   */
  private cached<T>(
    map: Map<string, Cached<T>>,
    family: string,
    now: number,
    load: () => Promise<T>,
  ): Promise<T> {
    const cached = map.get(family);
    if (cached && (now - cached.at < PRIOR_TTL_MS || cached.refreshing)) return cached.value;
    const loading = load();
    if (!cached) {
      map.set(family, { at: now, value: loading });
      loading.catch(() => map.delete(family));
      return loading;
    }
    cached.refreshing = true;
    loading.then(
      () => map.set(family, { at: now, value: loading }),
      () => (cached.refreshing = false),
    );
    return cached.value;
  }

  /** Forgets the family's prior and calibration (tests that seed answers or outcomes, staff's bank imports). */
  forgetPrior(family: string): void {
    this.priors.delete(family);
    this.calibrations.delete(family);
    this.chances.clear();
  }

  /** The calibration (chance-calibration.ts) from the family's latest ended mock tests with a model chance. */
  private async loadCalibration(family: string): Promise<ChanceCalibration> {
    const rows = (await this.dataSource.query(
      'SELECT model_chance AS chance, passed FROM attempts WHERE family = ? AND model_chance IS NOT NULL' +
        ` AND finished_at IS NOT NULL AND passed IS NOT NULL ORDER BY id DESC LIMIT ${CALIBRATION_TESTS}`,
      [family],
    )) as { chance: number | string; passed: number | boolean }[];
    return fitCalibration(
      rows.map((r): CalibrationPair => ({ chance: Number(r.chance), passed: Number(r.passed) === 1 })),
    );
  }

  /**
   * The population's first answer to each question (the lowest row id per learner and question: a learner's first
   * recording of it; a test's rows recorded after later practice are the rare exception) from the memory model's
   * rows, which hold every enrolled learner's practice, review and mock-test answers.
   */
  private async loadPrior(family: string, topics: TopicList): Promise<QuestionPrior> {
    const rows = (await this.dataSource.query(
      'SELECT r.question_id AS q, COUNT(*) AS n, SUM(r.correct) AS k FROM learning_reviews r' +
        ' INNER JOIN (SELECT MIN(id) AS id FROM learning_reviews WHERE family = ? GROUP BY account_id, question_id) f' +
        ' ON f.id = r.id GROUP BY r.question_id',
      [family],
    )) as { q: number | string; n: number | string; k: number | string | null }[];
    const counts = new Map<number, FirstAnswerCounts>();
    for (const row of rows) counts.set(Number(row.q), { answers: Number(row.n), right: Number(row.k ?? 0) });
    return questionPrior(counts, topics.byQuestion);
  }

  /**
   * One read of the learner's latest tests in the family: the category of the latest (else the family's first open
   * one; null: none) and, of the last READY_MOCKS ended ones, those ended within READY_MOCK_DAYS days and how many of
   * them passed. At most one test is open at a time, so READY_MOCKS + 1 rows hold the ended ones needed.
   */
  private async latestTests(accountId: number, family: ExamFamilyId, now: number) {
    const rows = await preparedRead<{
      category: string;
      passed: number | boolean | null;
      finished_at: number | string | null;
    }>(
      this.dataSource,
      'SELECT category, passed, finished_at FROM attempts WHERE account_id = ? AND family = ?' +
        ` ORDER BY id DESC LIMIT ${READY_MOCKS + 1}`,
      [accountId, family],
    );
    const recent = rows
      .filter((r) => r.finished_at !== null)
      .slice(0, READY_MOCKS)
      .filter((r) => Number(r.finished_at) >= now - READY_MOCK_DAYS * DAY_MS);
    const mocks = { count: recent.length, passed: recent.filter((r) => Number(r.passed) === 1).length };
    return { kate: rows[0]?.category ?? (await this.firstCategory(family)), mocks };
  }

  /** The family's first open category, for a learner without a test (cached FIRST_CATEGORY_TTL_MS). */
  private async firstCategory(family: ExamFamilyId): Promise<string | null> {
    const now = Date.now();
    const cached = this.firstCategories.get(family);
    if (cached && now - cached.at < FIRST_CATEGORY_TTL_MS) return cached.value;
    const value = (await this.draws.listCategories(family)).find((c) => !c.disabled)?.value ?? null;
    this.firstCategories.set(family, { at: now, value });
    return value;
  }

  /** Staff's list reads this row; written when a figure changed (or a day later), not on every read. */
  private async snapshot(accountId: number, family: string, r: LearnerReadiness, now: number) {
    const key = `${accountId}:${family}`;
    const value = `${r.kate}|${r.passChance}|${r.readyMissing.join(',')}|${Math.floor(now / DAY_MS)}`;
    if (this.written.get(key) === value) return;
    await this.dataSource.getRepository(ReadinessEntity).upsert(
      {
        accountId,
        family,
        category: r.kate,
        passChance: r.passChance,
        ready: r.ready ? 1 : 0,
        missing: r.readyMissing.join(','),
        computedAt: now,
      },
      ['accountId', 'family'],
    );
    this.written.delete(key);
    this.written.set(key, value);
    if (this.written.size > KEPT) this.written.delete(this.written.keys().next().value!);
  }

  /**
   * The chance stored with a mock test: of passing that test (its category) at its start, not at the exam date (the
   * outcome it is calibrated against is this test's): the calibrated one (`pass_chance`, the reliability chart's) and
   * the model's (`model_chance`, the calibration's input). The cards are read now, just after the start: a test's
   * own answers are recorded only after its end.
   */
  private async storeAtStart(mock: StartedMock): Promise<void> {
    const def = familyDefinition(mock.family as ExamFamilyId) as FamilyDefinition;
    const topics = await this.learning.topicsOf(def.id, mock.startedAt);
    const view = await this.memory.learnerView(mock.accountId, def.id, topics.byQuestion, mock.startedAt);
    const chance = await this.chance(
      mock.accountId,
      def,
      mock.category,
      view.cards,
      view.version,
      topics,
      mock.startedAt,
    );
    await this.dataSource.query(
      'UPDATE attempts SET pass_chance = ?, model_chance = ? WHERE id = ? AND pass_chance IS NULL',
      [chance.calibrated, chance.model, mock.id],
    );
  }
}

/** A family's prior or calibration and when (the API's clock) it was loaded. */
interface Cached<T> {
  at: number;
  value: Promise<T>;
  refreshing?: boolean;
}

/** The ready rule and what the landing shows next to the chance. */
export function readinessOf(
  summary: CardSummary,
  passChance: number,
  kate: string | null,
  recentMocks: { count: number; passed: number },
): LearnerReadiness {
  const topics = summary.topics.filter((t) => t.questions > 0);
  const weak = [...topics].sort((a, b) => a.recall - b.recall);
  const missing: ReadyCondition[] = [];
  if (passChance < READY_CHANCE) missing.push('chance');
  if (recentMocks.count < READY_MOCKS || recentMocks.passed < READY_MOCKS) missing.push('mocks');
  const below = weak.filter((t) => t.recall < READY_TOPIC_RECALL);
  if (below.length) missing.push('topics');
  let next: ReadinessNext;
  if (summary.due > 0) next = { action: 'due' };
  else if (below.length) next = { action: 'topics', topics: below.slice(0, WEAKEST_TOPICS).map((t) => t.id) };
  // New questions while some are unseen (the prior is below what a learnt question gets), else the mistakes.
  else if (passChance < READY_CHANCE)
    next = { action: summary.seen < topics.reduce((n, t) => n + t.questions, 0) ? 'unseen' : 'mistakes' };
  else next = { action: 'mock' };
  return {
    passChance,
    kate,
    ready: missing.length === 0,
    readyMissing: missing,
    weakestTopics: weak.slice(0, WEAKEST_TOPICS).map((t) => t.id),
    recentMocks,
    next,
  };
}
