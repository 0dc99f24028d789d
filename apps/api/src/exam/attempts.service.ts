import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_LANGUAGE,
  type EndTestResponse,
  type ExamFamilyId,
  type SaveTestResponse,
  type TestResult,
  type TestTextsRequest,
} from '@portal/contracts';
import { DataSource } from 'typeorm';
import { accountDisabled, sessionEnded } from '../auth/account-check';
import type { RequestUser } from '../common/current-user.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EnrollmentService } from '../enrollment/enrollment.service';
import { MockStartHook } from '../learning/readiness/mock-start-hook';
import { AttemptEngine } from '../attempts/attempt-engine';
import { answerKey } from './answer-key';
import type { AttemptEntity } from './attempt.entity';
import type { SaveTestDto, StartTestDto } from './exam.dto';
import { runnerPolicy, type FamilyPolicy } from './family-policy';
import { LearnerAdmission } from './learner-admission';
import { LearnerQuestionsService } from './learner-questions.service';
import { QuestionDrawService } from './question-draw.service';
import type { QuestionEntity } from './question.entity';
import { readStartGate } from './start-gate';
import type { TestLoadAnswer } from './test-load-answer';

/** The enrolled learner's one open test per family. */
export function openKey(accountId: number, family: ExamFamilyId): string {
  return `${accountId}:${family}`;
}

/**
 * The enrolled learner's admission to the one attempt engine (attempts/attempt-engine.ts), one per family: an
 * enabled account with an active enrollment (status, validity, tests left) starts a test in a category, or resumes
 * its open one; a test is taken when it ends. The engine does the rest.
 */
class EnrolledAdmission extends LearnerAdmission<AttemptEntity> {
  readonly kind = 'enrolled' as const;

  constructor(
    policy: FamilyPolicy,
    imageBaseUrl: string,
    private readonly service: AttemptsService,
  ) {
    super(policy, imageBaseUrl, service);
  }

  view(row: AttemptEntity) {
    // This test's own count and time (KET: 35 questions in 35 minutes outside B and AM, unless its category's pool
    // could fill only the family's own 30, or it was drawn before the blueprint).
    const shape = this.policy.shape?.(row.category);
    const attempt =
      shape && shape.questionCount === row.questionIds.length
        ? shape
        : { questionCount: row.questionIds.length, timeLimitSeconds: this.policy.timeLimitSeconds };
    return { policy: runnerPolicy(this.policy, attempt), imageUrl: this.images };
  }

  /** After the end: the key, staff's comments on the test's questions, and the learner's own question if any. */
  async endAnswer(
    row: AttemptEntity,
    result: TestResult,
    questions: QuestionEntity[],
    user: RequestUser,
    endedNow: boolean,
  ): Promise<EndTestResponse> {
    const [comments, askedQuestionId] = await Promise.all([
      this.service.learnerQuestions.commentsFor(row.questionIds, user.id),
      // Ended just now: no question to staff can have been asked about it yet (that needs the end).
      endedNow ? null : this.service.learnerQuestions.askedIn(row.id),
    ]);
    return { atsakymai: questions.map((q) => ({ ats: answerKey(q) })), comments, result, askedQuestionId };
  }
}

/** The enrolled learner's tests: the admission (start) over the engine (save, end, expiry). */
@Injectable()
export class AttemptsService {
  private readonly admissions = new Map<ExamFamilyId, EnrolledAdmission>();

  constructor(
    private readonly engine: AttemptEngine,
    readonly draws: QuestionDrawService,
    readonly learnerQuestions: LearnerQuestionsService,
    readonly enrollment: EnrollmentService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly mockStart: MockStartHook,
  ) {}

  private admission(policy: FamilyPolicy): EnrolledAdmission {
    let admission = this.admissions.get(policy.family);
    if (!admission)
      this.admissions.set(
        policy.family,
        (admission = new EnrolledAdmission(policy, this.config.imageBaseUrl, this)),
      );
    return admission;
  }

  /** Ends, with its saved answers, an open attempt whose deadline and grace have passed (done lazily). */
  async finishExpired(accountId: number, policy: FamilyPolicy): Promise<void> {
    await this.engine.openTest(this.admission(policy), openKey(accountId, policy.family));
  }

  /**
   * Not behind JwtAuthGuard's account read: one statement reads the account's state, its enrollment and whether
   * an attempt is open (start-gate.ts), and a disabled account is refused here, first, as the guard would.
   */
  async start(user: RequestUser, policy: FamilyPolicy, body: StartTestDto): Promise<TestLoadAnswer> {
    const admission = this.admission(policy);
    const key = openKey(user.id, policy.family);
    const gate = await readStartGate(this.dataSource, user.id, policy.family, key);
    if (!gate || gate.tokenVersion !== user.tokenVersion) throw sessionEnded();
    if (gate.disabled) throw accountDisabled();
    const open = gate.hasOpenAttempt ? await this.engine.openTest(admission, key) : null;
    // An open attempt was granted when it started: it resumes even if the validity period ended since.
    if (open) return this.resume(admission, open, user, body);
    // One that timed out was ended just now, and took a test: read the enrollment again.
    this.enrollment.checkActive(
      gate.hasOpenAttempt ? await this.enrollment.find(user.id, policy.family) : gate.enrollment,
    );

    const { category, ids, questions, timeLimitSeconds } = await this.draws.draw(policy, body.kate);
    const opened = await this.engine.open(admission, {
      openKey: key,
      timeLimitSeconds,
      language: body.language ?? DEFAULT_LANGUAGE,
      questions,
      columns: {
        accountId: user.id,
        family: policy.family,
        category,
        questionIds: ids,
        correct: null,
        total: ids.length,
        percent: null,
        points: null,
        passed: null,
        result: null,
        statisticsRecorded: false,
      },
    });
    // Another start won the race for the one open attempt: resume that one.
    if (!opened.created) return this.resume(admission, opened.row, user, body);
    // The chance to pass as of now, stored with the test after this answer (calibration; mock-start-hook.ts).
    const row = opened.row;
    this.mockStart.started({
      id: row.id,
      accountId: row.accountId,
      family: row.family,
      category: row.category,
      startedAt: row.startedAt,
    });
    return this.engine.load(admission, opened.row, 'NEW', user, { questions: opened.questions });
  }

  private resume(
    admission: EnrolledAdmission,
    open: AttemptEntity,
    user: RequestUser,
    body: StartTestDto,
  ): Promise<TestLoadAnswer> {
    return this.engine.load(admission, open, 'RESUMED', user, { language: body.language ?? open.language });
  }

  /** Not behind JwtAuthGuard's account read: the save's UPDATE requires the account enabled. */
  save(user: RequestUser, policy: FamilyPolicy, body: SaveTestDto): Promise<SaveTestResponse> {
    return this.engine.save(this.admission(policy), user, body);
  }

  /** The attempt's questions in other languages (JSON bytes; the engine's texts). */
  texts(user: RequestUser, policy: FamilyPolicy, body: TestTextsRequest): Promise<Buffer> {
    return this.engine.texts(this.admission(policy), user, body);
  }

  /**
   * Scores and records the attempt; idempotent. Tests left decrease by one when an attempt ends (not when it
   * starts). Not behind JwtAuthGuard's account read: the recording UPDATE requires the account enabled, and every
   * other way out asks first, so a disabled account gets 403 `account-disabled` as from the guard.
   */
  end(user: RequestUser, policy: FamilyPolicy, body: SaveTestDto): Promise<EndTestResponse> {
    return this.engine.end(this.admission(policy), user, body);
  }
}
