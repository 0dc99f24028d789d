import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_LANGUAGE,
  scoreAttempt,
  type AnswerKeyEntry,
  type EndTestResponse,
  type ExamFamilyId,
  type Flag,
  type Language,
  type SaveTestResponse,
  type TestResult,
} from '@portal/contracts';
import { DataSource, Repository } from 'typeorm';
import { TokenService, type TestTokenClaims } from '../auth/token.service';
import { Clock } from '../clock/clock.service';
import { FieldValidationError } from '../common/api-error';
import type { RequestUser } from '../common/current-user.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { EnrollmentService } from '../enrollment/enrollment.service';
import { findOneRow } from '../database/find-one-row';
import { insertRow } from '../database/insert-row';
import { isUniqueViolation } from '../database/unique-violation';
import { accountDisabled, sessionEnded } from '../auth/account-check';
import { saveRefusal, saveRefused, testEnded } from '../attempts/test-rules';
import { answerKey } from './answer-key';
import { updateOpenAnswers } from './answers-update';
import { recordFinish } from './attempt-finish';
import { AttemptEntity } from './attempt.entity';
import { AttemptLookupService } from './attempt-lookup.service';
import type { SaveTestDto, StartTestDto } from './exam.dto';
import { runnerPolicy, type FamilyPolicy } from './family-policy';
import { LearnerQuestionsService } from './learner-questions.service';
import { QuestionDrawService } from './question-draw.service';
import { readStartGate } from './start-gate';
import type { QuestionEntity } from './question.entity';
import { TestLoadAnswer } from './test-load-answer';
import { testQuestionsJsonString } from './test-question';
import { imageUrlFor } from './image-url';

/**
 * An attempt's life: start (or resume the open one), save, end. Owns the clock (absolute deadline, grace period),
 * scores on the server and hands out the key and staff comments only after the end. Family differences come in
 * as a FamilyPolicy.
 */
@Injectable()
export class AttemptsService {
  constructor(
    @InjectRepository(AttemptEntity) private readonly attempts: Repository<AttemptEntity>,
    @InjectRepository(EnrollmentEntity) private readonly enrollments: Repository<EnrollmentEntity>,
    private readonly lookup: AttemptLookupService,
    private readonly draws: QuestionDrawService,
    private readonly learnerQuestions: LearnerQuestionsService,
    private readonly enrollment: EnrollmentService,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  private get graceMs(): number {
    return this.config.graceSeconds * 1000;
  }

  /** Ends, with its saved answers, an open attempt whose deadline and grace have passed (done lazily). */
  async finishExpired(accountId: number, policy: FamilyPolicy): Promise<void> {
    await this.stillOpen(accountId, policy);
  }

  /** The account's open attempt in the family, after ending it if it timed out (then null). */
  private async stillOpen(accountId: number, policy: FamilyPolicy): Promise<AttemptEntity | null> {
    const open = await findOneRow(this.attempts, 'open_key = ?', [openKey(accountId, policy.family)]);
    if (!open || this.clock.now() <= open.deadlineAt + this.graceMs) return open;
    await this.finish(open, open.answers, policy);
    return null;
  }

  // ---- start / resume ----

  /**
   * Not behind JwtAuthGuard's account read: one statement reads the account's state, its enrollment and whether
   * an attempt is open (start-gate.ts), and a disabled account is refused here, first, as the guard would.
   */
  async start(user: RequestUser, policy: FamilyPolicy, body: StartTestDto): Promise<TestLoadAnswer> {
    const gate = await readStartGate(
      this.dataSource,
      user.id,
      policy.family,
      openKey(user.id, policy.family),
    );
    if (!gate || gate.tokenVersion !== user.tokenVersion) throw sessionEnded();
    if (gate.disabled) throw accountDisabled();
    const open = gate.hasOpenAttempt ? await this.stillOpen(user.id, policy) : null;
    // An open attempt was granted when it started: it resumes even if the validity period ended since.
    if (open) return this.load(open, policy, user, body.language ?? open.language, 'RESUMED');
    // One that timed out was ended just now, and took a test: read the enrollment again.
    this.enrollment.checkActive(
      gate.hasOpenAttempt ? await this.enrollment.find(user.id, policy.family) : gate.enrollment,
    );

    const { category, ids, questions: drawn } = await this.draws.draw(policy, body.kate);
    const now = this.clock.now();
    const attempt = this.attempts.create({
      accountId: user.id,
      family: policy.family,
      category,
      language: body.language ?? DEFAULT_LANGUAGE,
      questionIds: ids,
      answers: drawn.map((q) => q.answers.map((): Flag => '0')),
      startedAt: now,
      deadlineAt: now + policy.timeLimitSeconds * 1000,
      finishedAt: null,
      openKey: openKey(user.id, policy.family),
      correct: null,
      total: ids.length,
      percent: null,
      points: null,
      passed: null,
      result: null,
      statisticsRecorded: false,
    });
    try {
      await insertRow(this.attempts, attempt);
    } catch (error) {
      // Another start won the race for the one open attempt: resume that one.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.attempts.findOneBy({ openKey: openKey(user.id, policy.family) });
      if (!winner) throw error;
      return this.load(winner, policy, user, body.language ?? winner.language, 'RESUMED');
    }
    return this.load(attempt, policy, user, attempt.language, 'NEW', drawn);
  }

  private async load(
    attempt: AttemptEntity,
    policy: FamilyPolicy,
    user: RequestUser,
    language: Language,
    status: 'NEW' | 'RESUMED',
    drawn?: QuestionEntity[],
  ): Promise<TestLoadAnswer> {
    const questions = drawn ?? (await this.draws.inOrder(attempt.questionIds));
    // A new attempt answers with its full time limit, measured from its own start.
    const now = status === 'NEW' ? attempt.startedAt : this.clock.now();
    const imageUrl = imageUrlFor(this.config.imageBaseUrl, policy.imageDir);
    return new TestLoadAnswer(
      {
        status,
        time: secondsLeft(attempt.deadlineAt, now),
        jwt: this.tokens.signTest(
          {
            accountId: attempt.accountId,
            attemptId: attempt.id,
            family: policy.family,
            tokenVersion: user.tokenVersion,
            shape: attempt.answers.map((row) => row.length.toString(36)).join(''),
          },
          attempt.deadlineAt,
        ),
        deadline: new Date(attempt.deadlineAt).toISOString(),
        serverNow: now,
        policy: runnerPolicy(policy),
      },
      testQuestionsJsonString(questions, imageUrl, language, attempt.answers),
    );
  }

  // ---- save / end ----

  /**
   * The save: with a token that carries the attempt's shape and deadline (all since they were added), one
   * UPDATE and nothing read; any refusal, and older tokens, go the checked way, which names the reason.
   * Not behind JwtAuthGuard's account read: the UPDATE requires the account enabled.
   */
  async save(user: RequestUser, policy: FamilyPolicy, body: SaveTestDto): Promise<SaveTestResponse> {
    const claims = this.lookup.claims(user, policy, body.test, 'test');
    const { shape, deadlineAt } = claims;
    const now = this.clock.now();
    if (
      shape !== undefined &&
      deadlineAt !== undefined &&
      now <= deadlineAt + this.graceMs &&
      !tickProblem(body.ch, shapeCounts(shape), policy) &&
      (await this.updateAnswers(claims, body.ch, now))
    ) {
      return { saved: true, time: secondsLeft(deadlineAt, now), serverNow: now };
    }
    return this.checkedSave(user, policy, body, claims, now);
  }

  /** The save with every check in the order the API gives its reasons: disabled, ended, late, malformed. */
  private async checkedSave(
    user: RequestUser,
    policy: FamilyPolicy,
    body: SaveTestDto,
    claims: TestTokenClaims,
    now: number,
  ): Promise<SaveTestResponse> {
    await this.enrollment.requireEnabled(user);
    const attempt = await this.lookup.byToken(user, policy, body.test, 'test', claims);
    const refusal = saveRefusal(attempt, now, this.graceMs);
    if (refusal === 'deadline-passed') await this.finish(attempt, attempt.answers, policy);
    if (refusal) throw saveRefused(refusal);
    checkTicks(
      body.ch,
      attempt.answers.map((row) => row.length),
      policy,
    );
    if (!(await this.updateAnswers(claims, body.ch, now))) {
      await this.enrollment.requireEnabled(user); // disabled in between
      throw testEnded();
    }
    return { saved: true, time: secondsLeft(attempt.deadlineAt, now), serverNow: now };
  }

  private updateAnswers(claims: TestTokenClaims, ticks: Flag[][], now: number): Promise<boolean> {
    return updateOpenAnswers(this.dataSource, {
      attemptId: claims.attemptId,
      accountId: claims.accountId,
      family: claims.family,
      ticks,
      deadlineFrom: now - this.graceMs,
      tokenVersion: claims.tokenVersion,
    });
  }

  /**
   * Scores and records the attempt; idempotent. Ticks sent after the deadline and grace are ignored: the saved
   * ones count. Tests left decrease by one when an attempt ends (not when it starts). Not behind JwtAuthGuard's
   * account read: the recording UPDATE requires the account enabled, and every other way out (an end already
   * recorded, any refusal) asks first, so a disabled account gets 403 `account-disabled` as from the guard.
   */
  async end(user: RequestUser, policy: FamilyPolicy, body: SaveTestDto): Promise<EndTestResponse> {
    try {
      return await this.endEnabled(user, policy, body);
    } catch (error) {
      await this.enrollment.requireEnabled(user);
      throw error;
    }
  }

  private async endEnabled(
    user: RequestUser,
    policy: FamilyPolicy,
    body: SaveTestDto,
  ): Promise<EndTestResponse> {
    let attempt = await this.lookup.byToken(user, policy, body.test, 'test');
    const questions = await this.draws.inOrder(attempt.questionIds);
    if (attempt.finishedAt === null) {
      let ticks = attempt.answers;
      if (this.clock.now() <= attempt.deadlineAt + this.graceMs) {
        checkTicks(
          body.ch,
          attempt.answers.map((row) => row.length),
          policy,
        );
        ticks = body.ch;
      }
      const result = await this.finish(attempt, ticks, policy, questions, {
        enabledAccountOnly: true,
        tokenVersion: user.tokenVersion,
      });
      // Ended just now: no question to staff can have been asked about it yet (that needs the end).
      if (result) return this.endResponse({ ...attempt, result }, user.id, questions, null);
      // Disabled, or another end won the race: answer with what that one recorded.
      await this.enrollment.requireEnabled(user);
      attempt = (await this.attempts.findOneBy({ id: attempt.id }))!;
    } else {
      await this.enrollment.requireEnabled(user);
    }
    return this.endResponse(attempt, user.id, questions);
  }

  /**
   * Ends the attempt once: only the call whose conditional update wins records the result and takes a test
   * (and gets the result back; the others get null). Its statistics rows follow (answer-rows-recorder.ts).
   */
  private async finish(
    attempt: AttemptEntity,
    ticks: Flag[][],
    policy: FamilyPolicy,
    loaded?: QuestionEntity[],
    { enabledAccountOnly = false, tokenVersion = 0 } = {},
  ): Promise<TestResult | null> {
    const questions = loaded ?? (await this.draws.inOrder(attempt.questionIds));
    const result = scoreAttempt(
      ticks,
      questions.map((q) => ({ ats: answerKey(q) })),
      questions.map((q) => q.weight),
      policy.scoring,
    );
    const now = this.clock.now();
    // The result and the test it uses are recorded together or not at all (one statement on MySQL; see
    // attempt-finish.ts).
    const recorded = await recordFinish(this.dataSource, {
      attemptId: attempt.id,
      accountId: attempt.accountId,
      family: attempt.family,
      ticks,
      finishedAt: Math.max(now, attempt.startedAt + 1),
      result,
      enabledAccountOnly,
      tokenVersion,
    });
    return recorded ? result : null;
  }

  /** After the end: the key, the staff comments on the test's questions, and the learner's own question if any. */
  private async endResponse(
    attempt: AttemptEntity,
    accountId: number,
    questions: QuestionEntity[],
    asked?: null,
  ): Promise<EndTestResponse> {
    const atsakymai: AnswerKeyEntry[] = questions.map((q) => ({ ats: answerKey(q) }));
    const [comments, askedQuestionId] = await Promise.all([
      this.learnerQuestions.commentsFor(attempt.questionIds, accountId),
      asked === null ? null : this.learnerQuestions.askedIn(attempt.id),
    ]);
    return { atsakymai, comments, result: attempt.result!, askedQuestionId };
  }
}

function openKey(accountId: number, family: ExamFamilyId): string {
  return `${accountId}:${family}`;
}

/** A token's shape claim as answer counts per question. */
function shapeCounts(shape: string): number[] {
  return Array.from(shape, (digit) => parseInt(digit, 36));
}

/**
 * `ch` must have one row per question, each with as many flags as the question has answers (`counts`), and
 * at most one ticked where the family answers single. The attempt's stored ticks have that shape from the
 * start (all '0'), so no question needs loading to check it.
 */
function tickProblem(ch: Flag[][], counts: number[], policy: FamilyPolicy): FieldValidationError | null {
  if (ch.length !== counts.length)
    return FieldValidationError.of(
      'ch',
      'range',
      `Reikia ${counts.length} atsakymų sąrašų, gauta ${ch.length}`,
    );
  for (let i = 0; i < ch.length; i++) {
    const row = ch[i];
    if (row.length !== counts[i])
      return FieldValidationError.of(`ch[${i}]`, 'range', `Klausimas ${i + 1} turi ${counts[i]} atsakymus`);
    if (policy.answerMode === 'single' && row.indexOf('1') !== row.lastIndexOf('1'))
      return FieldValidationError.of(
        `ch[${i}]`,
        'range',
        `Klausime ${i + 1} galima pažymėti tik vieną atsakymą`,
      );
  }
  return null;
}

function checkTicks(ch: Flag[][], counts: number[], policy: FamilyPolicy): void {
  const problem = tickProblem(ch, counts, policy);
  if (problem) throw problem;
}

function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.floor((deadline - now) / 1000));
}
