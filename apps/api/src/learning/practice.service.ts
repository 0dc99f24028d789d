import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_LANGUAGE,
  MAX_DAILY_CAP,
  PRACTICE_EMPTY_REASONS,
  PRACTICE_SESSION_DAYS,
  PRACTICE_SESSION_QUESTIONS,
  type EndTestResponse,
  type ExamFamilyId,
  type Flag,
  type Language,
  type PracticeAnswerResponse,
  type PracticeSource,
  type TestResult,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { accountDisabled, sessionEnded } from '../auth/account-check';
import { AttemptEngine } from '../attempts/attempt-engine';
import { AttemptStore } from '../attempts/attempt-store';
import { testEnded } from '../attempts/test-rules';
import { Clock } from '../clock/clock.service';
import { ApiError, FieldValidationError } from '../common/api-error';
import type { RequestUser } from '../common/current-user.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EnrollmentService } from '../enrollment/enrollment.service';
import { answerKey } from '../exam/answer-key';
import { AttemptsService, openKey as testOpenKey } from '../exam/attempts.service';
import { runnerPolicy, type FamilyPolicy } from '../exam/family-policy';
import { LearnerAdmission } from '../exam/learner-admission';
import { QuestionDrawService } from '../exam/question-draw.service';
import type { QuestionEntity } from '../exam/question.entity';
import { explanationOf } from '../exam/review-question';
import { readStartGate } from '../exam/start-gate';
import type { TestLoadAnswer } from '../exam/test-load-answer';
import { MemoryService } from './memory.service';
import type { PracticeSessionEntity } from './practice-session.entity';
import {
  contestQuestions,
  familyFacilities,
  hardestFirst,
  mistakeQuestions,
  topicQuestions,
  unseenQuestions,
  type Facility,
} from './practice-sources';

/** The untimed session's deadline (the runner shows no clock for it; past it the session ends by itself). */
export const PRACTICE_SECONDS = PRACTICE_SESSION_DAYS * 86400;
/** How long the family's population statistics (the hardest questions) are reused before they are read again. */
const FACILITY_TTL_MS = 60_000;

/** The learner's one open practice or review session per family. */
export function practiceOpenKey(accountId: number, family: ExamFamilyId): string {
  return `practice:${accountId}:${family}`;
}

/** What a start asks for, checked by the shared schema (validation/learning.ts); topics by the family's list here. */
export interface PracticeStart {
  source: PracticeSource;
  topics?: string[];
  kate?: string;
  language?: Language;
}

export interface PracticeAnswer {
  test: string;
  id: number;
  ch: Flag[];
}

/**
 * The learner's practice and review sessions: the 'practice' admission to the one engine (docs/decisions.md,
 * "Practice and review sessions"). Same learner and token rules as the enrolled test; the session is never one of
 * the learner's tests (its own table, no result kept, nothing counted).
 */
class PracticeAdmission extends LearnerAdmission<PracticeSessionEntity> {
  readonly kind = 'practice' as const;

  constructor(policy: FamilyPolicy, imageBaseUrl: string, service: PracticeService) {
    super(policy, imageBaseUrl, service);
  }

  /** The runner's rules with the session's own count and its long deadline (untimed for the learner). */
  view(row: PracticeSessionEntity) {
    return {
      policy: {
        ...runnerPolicy(this.policy),
        questionCount: row.questionIds.length,
        timeLimitSeconds: PRACTICE_SECONDS,
      },
      imageUrl: this.images,
    };
  }

  /** An ended session's key and tally; nothing is counted (no comments, no question to staff: not a test). */
  async endAnswer(
    _row: PracticeSessionEntity,
    result: TestResult,
    questions: QuestionEntity[],
  ): Promise<EndTestResponse> {
    return {
      atsakymai: questions.map((q) => ({ ats: answerKey(q) })),
      comments: [],
      result,
      askedQuestionId: null,
    };
  }
}

/** Practice and review sessions over the engine: start (or resume), and one answer checked at once. */
@Injectable()
export class PracticeService {
  private readonly admissions = new Map<ExamFamilyId, PracticeAdmission>();
  private readonly facilities = new Map<string, { at: number; rows: Facility[] }>();

  constructor(
    private readonly engine: AttemptEngine,
    private readonly store: AttemptStore,
    readonly draws: QuestionDrawService,
    readonly enrollment: EnrollmentService,
    private readonly attempts: AttemptsService,
    private readonly memory: MemoryService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  admission(policy: FamilyPolicy): PracticeAdmission {
    let admission = this.admissions.get(policy.family);
    if (!admission)
      this.admissions.set(
        policy.family,
        (admission = new PracticeAdmission(policy, this.config.imageBaseUrl, this)),
      );
    return admission;
  }

  /**
   * Starts a session, or resumes the open one when it asks for the same (source, topics, category) and has
   * questions left; any other open session ends (its answers stay recorded) once the new one has questions.
   */
  async start(
    user: RequestUser,
    policy: FamilyPolicy,
    topicIds: readonly string[],
    body: PracticeStart,
  ): Promise<TestLoadAnswer> {
    const topics = [...new Set(body.topics ?? [])].sort();
    const unknown = topics.findIndex((t) => !topicIds.includes(t));
    if (body.source === 'topics' && unknown >= 0)
      throw FieldValidationError.of('topics', 'range', `Tokios temos nėra: ${topics[unknown]}`);
    if (body.source !== 'topics' && topics.length)
      throw FieldValidationError.of('topics', 'range', 'Temos renkamos tik šaltiniui „topics“');

    const admission = this.admission(policy);
    const gate = await readStartGate(
      this.dataSource,
      user.id,
      policy.family,
      testOpenKey(user.id, policy.family),
    );
    if (!gate || gate.tokenVersion !== user.tokenVersion) throw sessionEnded();
    if (gate.disabled) throw accountDisabled();
    // Practice needs the learner's access to the family (registered, active, within its validity) but takes no
    // test: a learner with no tests left still practises.
    this.enrollment.checkActive(gate.enrollment && { ...gate.enrollment, testsLeft: 1 });
    await this.refuseWhileTestOpen(user.id, policy, gate.hasOpenAttempt);

    const key = practiceOpenKey(user.id, policy.family);
    const open = await this.engine.openTest(admission, key);
    const category = body.kate ?? open?.category ?? (await this.defaultCategory(user.id, policy.family));
    if (open && this.sameAsk(open, body.source, topics, category) && open.verdicts.includes(null))
      return this.resume(admission, open, user, body.language);

    const { pool } = await this.draws.pool(policy.family, category);
    const withheld = await contestQuestions(this.dataSource, policy.family);
    const poolIds = pool.map((q) => q.id).filter((id) => !withheld.has(id));
    const ids = await this.pick(body.source, topics, poolIds, user.id, policy.family);
    if (!ids.length) throw practiceEmpty(body.source);
    // The new session replaces the open one (answered questions stay answered: their review rows are written).
    if (open) await this.engine.finish(admission, open, open.answers);
    const questions = await this.draws.inOrder(ids);
    const opened = await this.engine.open(admission, {
      openKey: key,
      timeLimitSeconds: PRACTICE_SECONDS,
      language: body.language ?? open?.language ?? DEFAULT_LANGUAGE,
      questions,
      columns: {
        accountId: user.id,
        family: policy.family,
        category,
        source: body.source,
        topics,
        questionIds: ids,
        verdicts: ids.map(() => null),
      },
    });
    // Another start won the race for the one open session: resume that one.
    if (!opened.created) return this.resume(admission, opened.row, user, body.language);
    return this.engine.load(admission, opened.row, 'NEW', user, { questions: opened.questions });
  }

  /** Checks one answer at once: the verdict, the key and the explanation; recorded once per question and session. */
  async answer(
    user: RequestUser,
    policy: FamilyPolicy,
    body: PracticeAnswer,
  ): Promise<PracticeAnswerResponse> {
    const admission = this.admission(policy);
    const claims = await this.engine.claims(admission, body.test, user);
    let row = await this.engine.row(admission, claims);
    const index = row.questionIds.indexOf(body.id);
    if (index < 0) throw FieldValidationError.of('id', 'range', 'Šio klausimo sesijoje nėra');
    const [question] = await this.draws.inOrder([body.id]);
    if (body.ch.length !== question.answers.length)
      throw FieldValidationError.of('ch', 'range', `Klausimas turi ${question.answers.length} atsakymus`);
    if (policy.answerMode === 'single' && body.ch.indexOf('1') !== body.ch.lastIndexOf('1'))
      throw FieldValidationError.of('ch', 'range', 'Galima pažymėti tik vieną atsakymą');
    // Never a key while a test of the family is open (docs/decisions.md): not even one already shown.
    await this.refuseWhileTestOpen(user.id, policy);
    if ((await contestQuestions(this.dataSource, policy.family)).has(body.id))
      throw new ApiError(
        409,
        'contest-running',
        'Šis klausimas yra vykstančiame konkurse: atsakymas po jo pabaigos',
      );

    const key = answerKey(question);
    const language = row.language;
    // Once per question and session: a conditional write on the verdicts as read decides a race; the loser reads
    // again (another question's answer may have won it, then this one is written next).
    for (let tries = 0; tries < 5; tries++) {
      const known = row.verdicts[index];
      if (known !== null) return verdictOf(question, known, key, language);
      if (row.finishedAt !== null || this.clock.now() > row.deadlineAt) throw testEnded();
      const correct = body.ch.every((flag, i) => flag === key[i]);
      if (await this.store.checkPracticeAnswer(row, index, body.ch, correct)) {
        await this.memory.record(row.accountId, row.family, [
          {
            questionId: body.id,
            correct,
            answeredAt: this.clock.now(),
            source: row.source === 'due' ? 'review' : 'practice',
            sessionId: row.id,
          },
        ]);
        return verdictOf(question, correct, key, language);
      }
      row = await this.engine.row(admission, claims);
    }
    throw new ApiError(409, 'practice-busy', 'Bandykite dar kartą');
  }

  private async resume(
    admission: PracticeAdmission,
    open: PracticeSessionEntity,
    user: RequestUser,
    language: Language | undefined,
  ): Promise<TestLoadAnswer> {
    // The session's language is its explanations' too: a resume in another language keeps it.
    if (language && language !== open.language) {
      await this.engine.setLanguage(admission, open.id, language);
      open = { ...open, language };
    }
    return this.engine.load(admission, open, 'RESUMED', user);
  }

  private sameAsk(
    open: PracticeSessionEntity,
    source: PracticeSource,
    topics: string[],
    category: string,
  ): boolean {
    return (
      open.source === source && open.category === category && open.topics.join('\n') === topics.join('\n')
    );
  }

  /**
   * 409 `test-open` while the learner has an open test in the family (one that timed out is ended first): no
   * practice key can then reveal one of that test's answers, whichever questions the test drew.
   */
  private async refuseWhileTestOpen(accountId: number, policy: FamilyPolicy, known?: boolean): Promise<void> {
    if (known === false) return;
    const rows = (await this.dataSource.query('SELECT id FROM attempts WHERE open_key = ?', [
      testOpenKey(accountId, policy.family),
    ])) as unknown[];
    if (!rows.length) return;
    await this.attempts.finishExpired(accountId, policy);
    const still = (await this.dataSource.query('SELECT id FROM attempts WHERE open_key = ?', [
      testOpenKey(accountId, policy.family),
    ])) as unknown[];
    if (still.length)
      throw new ApiError(409, 'test-open', 'Baikite pradėtą testą: kol jis vyksta, praktika neatsako');
  }

  /** The category of the learner's latest test in the family, else the family's first open one. */
  private async defaultCategory(accountId: number, family: ExamFamilyId): Promise<string> {
    const [latest] = (await this.dataSource.query(
      'SELECT category FROM attempts WHERE account_id = ? AND family = ? ORDER BY id DESC LIMIT 1',
      [accountId, family],
    )) as { category: string }[];
    if (latest) return latest.category;
    const first = (await this.draws.listCategories(family)).find((c) => !c.disabled);
    if (!first) throw new ApiError(409, 'not-enough-questions', 'Šioje testų rūšyje nėra kategorijų');
    return first.value;
  }

  private async pick(
    source: PracticeSource,
    topics: readonly string[],
    poolIds: number[],
    accountId: number,
    family: ExamFamilyId,
  ): Promise<number[]> {
    const pool = new Set(poolIds);
    const ids = await (async () => {
      switch (source) {
        case 'topics':
          return topicQuestions(this.dataSource, pool, topics, Math.random);
        case 'mistakes':
          return mistakeQuestions(this.dataSource, pool, accountId, family);
        case 'unseen':
          return unseenQuestions(this.dataSource, poolIds, accountId, family, Math.random);
        case 'hardest':
          return hardestFirst(await this.facilitiesOf(family), pool);
        case 'due':
          // The memory model's queue (its daily cap and plan), as much as the cap lets through; only the category's
          // questions are shown, the first 20 of them.
          return (
            await this.memory.dueQuestionIds(accountId, family, this.clock.now(), MAX_DAILY_CAP)
          ).filter((id) => pool.has(id));
      }
    })();
    return ids.slice(0, PRACTICE_SESSION_QUESTIONS);
  }

  private async facilitiesOf(family: string): Promise<Facility[]> {
    const now = this.clock.now();
    const cached = this.facilities.get(family);
    if (cached && now - cached.at < FACILITY_TTL_MS) return cached.rows;
    const rows = await familyFacilities(this.dataSource, family);
    this.facilities.set(family, { at: now, rows });
    return rows;
  }
}

function verdictOf(
  question: QuestionEntity,
  correct: boolean,
  ats: Flag[],
  language: Language,
): PracticeAnswerResponse {
  return { correct, ats, explanation: explanationOf(question)?.[language] ?? null };
}

/** 409 with the reason the Learn card shows as its code (PRACTICE_EMPTY_REASONS). */
function practiceEmpty(source: PracticeSource): ApiError {
  return new ApiError(409, PRACTICE_EMPTY_REASONS[source], 'Šiam pasirinkimui klausimų nėra');
}
