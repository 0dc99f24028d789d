import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_LANGUAGE,
  roundPercent,
  scoreAttempt,
  type AnswerKeyEntry,
  type AskQuestionResponse,
  type Category,
  type EndTestResponse,
  type ExamFamilyId,
  type Flag,
  type Language,
  type QuestionComment,
  type SaveTestResponse,
  type TestLoadResponse,
  type TestQuestion,
} from '@portal/contracts';
import { In, IsNull, MoreThan, QueryFailedError, Repository } from 'typeorm';
import { TokenService, type TestTokenClaims } from '../auth/token.service';
import { Clock } from '../clock/clock.service';
import { ApiError, FieldValidationError } from '../common/api-error';
import type { RequestUser } from '../common/current-user.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { EnrollmentService, type LearnerStats } from '../enrollment/enrollment.service';
import { AttemptEntity } from './attempt.entity';
import { CategoryEntity } from './category.entity';
import type { AskQuestionDto, SaveTestDto, StartTestDto } from './exam.dto';
import { runnerPolicy, type FamilyPolicy } from './family-policy';
import { LearnerQuestionEntity } from './learner-question.entity';
import { QuestionCategoryEntity } from './question-category.entity';
import { QuestionEntity } from './question.entity';
import { NO_TX } from '../database/no-tx';

/** Percent scores kept in the activation record's `egzaminai`. */
const HISTORY_LENGTH = 20;

export function answerKey(question: QuestionEntity): Flag[] {
  return question.answers.map((_, i) => (question.correct.includes(i) ? '1' : '0'));
}

/**
 * The shared exam engine: draws a test, keeps the attempt, owns the clock (absolute deadline, grace period),
 * scores on the server and hands out the key and staff comments only after the end. Family differences come in
 * as a FamilyPolicy.
 */
@Injectable()
export class ExamEngineService {
  constructor(
    @InjectRepository(AttemptEntity) private readonly attempts: Repository<AttemptEntity>,
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(QuestionCategoryEntity) private readonly links: Repository<QuestionCategoryEntity>,
    @InjectRepository(LearnerQuestionEntity)
    private readonly learnerQuestions: Repository<LearnerQuestionEntity>,
    @InjectRepository(EnrollmentEntity) private readonly enrollments: Repository<EnrollmentEntity>,
    private readonly enrollment: EnrollmentService,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get graceMs(): number {
    return this.config.graceSeconds * 1000;
  }

  async listCategories(family: ExamFamilyId): Promise<Category[]> {
    const rows = await this.categories.find({ where: { family }, order: { sortOrder: 'ASC', id: 'ASC' } });
    return rows.map((c) => ({
      value: c.value,
      type: c.type,
      viewValue: c.labelLt,
      disabled: c.disabled,
      lt: c.labelLt,
      ru: c.labelRu,
      en: c.labelEn,
    }));
  }

  /**
   * The learner's statistics in a family. `egzaminai` holds percent scores: the share of questions right, or,
   * where points decide (Code 95), the share of the maximum points, so that it reads against the family's pass mark.
   */
  async stats(accountId: number, policy: FamilyPolicy): Promise<LearnerStats> {
    const finished = await this.attempts.find({
      select: { id: true, correct: true, percent: true, points: true, finishedAt: true },
      where: { accountId, family: policy.family, finishedAt: MoreThan(0) },
      order: { finishedAt: 'ASC', id: 'ASC' },
    });
    const { scoring } = policy;
    const score = (a: AttemptEntity): number =>
      scoring.kind === 'points' && a.points !== null
        ? roundPercent((Number(a.points) / scoring.maxPoints) * 100)
        : Number(a.percent ?? 0);
    return {
      isspresta: finished.length,
      teisingu: finished.reduce((sum, a) => sum + (a.correct ?? 0), 0),
      egzaminai: finished.slice(-HISTORY_LENGTH).map(score),
    };
  }

  /** Ends, with its saved answers, an open attempt whose deadline and grace have passed (done lazily). */
  async finishExpired(accountId: number, family: ExamFamilyId, policy: FamilyPolicy): Promise<void> {
    const open = await this.attempts.findOneBy({ openKey: openKey(accountId, family) });
    if (open && this.clock.now() > open.deadlineAt + this.graceMs)
      await this.finish(open, open.answers, policy);
  }

  // ---- start / resume ----

  async start(user: RequestUser, policy: FamilyPolicy, body: StartTestDto): Promise<TestLoadResponse> {
    await this.finishExpired(user.id, policy.family, policy);
    const open = await this.attempts.findOneBy({ openKey: openKey(user.id, policy.family) });
    // An open attempt was granted when it started: it resumes even if the validity period ended since.
    if (open) {
      await this.enrollment.requireEnabled(user.id);
      return this.load(open, policy, body.language ?? open.language, 'RESUMED');
    }
    await this.enrollment.requireActive(user.id, policy.family);

    const category = await this.categories.findOneBy({ family: policy.family, value: body.kate });
    if (!category || category.disabled)
      throw FieldValidationError.of('kate', 'range', 'Tokios kategorijos nėra');
    const pool = await this.questions
      .createQueryBuilder('q')
      .innerJoin(QuestionCategoryEntity, 'qc', 'qc.question_id = q.id')
      .where('qc.category_id = :categoryId', { categoryId: category.id })
      .select(['q.id', 'q.weight'])
      .getMany();
    const ids = policy.draw(pool, Math.random);
    if (!ids) throw new ApiError(409, 'not-enough-questions', 'Šioje kategorijoje per mažai klausimų testui');

    const drawn = await this.questionsInOrder(ids);
    const now = this.clock.now();
    const attempt = this.attempts.create({
      accountId: user.id,
      family: policy.family,
      category: category.value,
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
    });
    try {
      await this.attempts.insert(attempt);
    } catch (error) {
      // Another start won the race for the one open attempt: resume that one.
      const winner = await this.attempts.findOneBy({ openKey: openKey(user.id, policy.family) });
      if (error instanceof QueryFailedError && winner)
        return this.load(winner, policy, body.language ?? winner.language, 'RESUMED');
      throw error;
    }
    return this.load(attempt, policy, attempt.language, 'NEW', drawn);
  }

  private async load(
    attempt: AttemptEntity,
    policy: FamilyPolicy,
    language: Language,
    status: 'NEW' | 'RESUMED',
    drawn?: QuestionEntity[],
  ): Promise<TestLoadResponse> {
    const questions = drawn ?? (await this.questionsInOrder(attempt.questionIds));
    // A new attempt answers with its full time limit, measured from its own start.
    const now = status === 'NEW' ? attempt.startedAt : this.clock.now();
    const items: TestQuestion[] = questions.map((q, i) =>
      this.toTestQuestion(q, policy, language, attempt.answers[i]),
    );
    return {
      status,
      time: secondsLeft(attempt.deadlineAt, now),
      questions: JSON.stringify(items),
      jwt: this.tokens.signTest(
        { accountId: attempt.accountId, attemptId: attempt.id, family: policy.family },
        attempt.deadlineAt,
      ),
      deadline: new Date(attempt.deadlineAt).toISOString(),
      serverNow: now,
      policy: runnerPolicy(policy),
    };
  }

  /** The runner's view of a question: texts in all languages, the learner's ticks, never the key. */
  private toTestQuestion(
    q: QuestionEntity,
    policy: FamilyPolicy,
    language: Language,
    ticks: Flag[] | undefined,
  ): TestQuestion {
    const text = { lt: q.textLt, ru: q.textRu, en: q.textEn };
    const answers = (lang: Language) => q.answers.map((a) => a[lang]);
    return {
      id: q.id,
      klausimas: text[language],
      klausimas_lt: text.lt,
      klausimas_ru: text.ru,
      klausimas_en: text.en,
      image: q.image ? `${this.config.imageBaseUrl}/${policy.imageDir}/img/${q.image}` : null,
      atsakymai: answers(language),
      atsakymai_lt: answers('lt'),
      atsakymai_ru: answers('ru'),
      atsakymai_en: answers('en'),
      checkai: ticks ?? q.answers.map((): Flag => '0'),
      svoris: q.weight,
      comments: 0,
      asked: false,
    };
  }

  private async questionsInOrder(ids: number[]): Promise<QuestionEntity[]> {
    const rows = await this.questions.findBy({ id: In(ids) });
    const byId = new Map(rows.map((q) => [q.id, q]));
    return ids.map((id) => {
      const q = byId.get(id);
      if (!q) throw new ApiError(409, 'question-removed', 'Testo klausimas nebeegzistuoja');
      return q;
    });
  }

  // ---- save / end ----

  /** The attempt named by a test token, if the token is valid, the caller's and for this family; else 403. */
  private async attemptFor(
    user: RequestUser,
    policy: FamilyPolicy,
    token: string,
    field: 'test' | 'jwt',
  ): Promise<AttemptEntity> {
    const claims: TestTokenClaims | null = this.tokens.verifyTest(token);
    if (!claims) throw new ApiError(403, 'invalid-test-token', `Netinkamas testo raktas (${field})`);
    if (claims.accountId !== user.id)
      throw new ApiError(403, 'foreign-test-token', 'Šis testas priklauso kitam vartotojui');
    if (claims.family !== policy.family)
      throw new ApiError(403, 'wrong-family', 'Testas priklauso kitai testų rūšiai');
    const attempt = await this.attempts.findOneBy({ id: claims.attemptId });
    if (!attempt || attempt.accountId !== user.id)
      throw new ApiError(403, 'invalid-test-token', 'Testas nerastas');
    return attempt;
  }

  /**
   * `ch` must have one row per question, each with as many flags as the question has answers. The attempt's
   * stored ticks have that shape from the start (all '0'), so no question needs loading on the save path.
   */
  private checkTicks(ch: Flag[][], attempt: AttemptEntity, policy: FamilyPolicy): void {
    const shape = attempt.answers.map((row) => row.length);
    if (ch.length !== shape.length) {
      throw FieldValidationError.of(
        'ch',
        'range',
        `Reikia ${shape.length} atsakymų sąrašų, gauta ${ch.length}`,
      );
    }
    ch.forEach((row, i) => {
      const expected = shape[i];
      if (row.length !== expected)
        throw FieldValidationError.of(`ch[${i}]`, 'range', `Klausimas ${i + 1} turi ${expected} atsakymus`);
      if (policy.answerMode === 'single' && row.filter((f) => f === '1').length > 1) {
        throw FieldValidationError.of(
          `ch[${i}]`,
          'range',
          `Klausime ${i + 1} galima pažymėti tik vieną atsakymą`,
        );
      }
    });
  }

  async save(user: RequestUser, policy: FamilyPolicy, body: SaveTestDto): Promise<SaveTestResponse> {
    const attempt = await this.attemptFor(user, policy, body.test, 'test');
    if (attempt.finishedAt !== null) throw new ApiError(409, 'test-ended', 'Testas jau baigtas');
    const now = this.clock.now();
    if (now > attempt.deadlineAt + this.graceMs) {
      await this.finish(attempt, attempt.answers, policy);
      throw new ApiError(409, 'deadline-passed', 'Testo laikas baigėsi; atsakymai nebeišsaugomi');
    }
    this.checkTicks(body.ch, attempt, policy);
    const result = await this.attempts.update({ id: attempt.id, finishedAt: IsNull() }, { answers: body.ch });
    if (!result.affected) throw new ApiError(409, 'test-ended', 'Testas jau baigtas');
    return { saved: true, time: secondsLeft(attempt.deadlineAt, now), serverNow: now };
  }

  /**
   * Scores and records the attempt; idempotent. Ticks sent after the deadline and grace are ignored: the saved
   * ones count. Tests left decrease by one when an attempt ends (not when it starts).
   */
  async end(user: RequestUser, policy: FamilyPolicy, body: SaveTestDto): Promise<EndTestResponse> {
    let attempt = await this.attemptFor(user, policy, body.test, 'test');
    if (attempt.finishedAt === null) {
      const questions = await this.questionsInOrder(attempt.questionIds);
      let ticks = attempt.answers;
      if (this.clock.now() <= attempt.deadlineAt + this.graceMs) {
        this.checkTicks(body.ch, attempt, policy);
        ticks = body.ch;
      }
      await this.finish(attempt, ticks, policy, questions);
      attempt = (await this.attempts.findOneBy({ id: attempt.id }))!;
    }
    return this.endResponse(attempt, user.id);
  }

  /** Ends the attempt once: only the call whose conditional update wins records the result and takes a test. */
  private async finish(
    attempt: AttemptEntity,
    ticks: Flag[][],
    policy: FamilyPolicy,
    loaded?: QuestionEntity[],
  ): Promise<void> {
    const questions = loaded ?? (await this.questionsInOrder(attempt.questionIds));
    const result = scoreAttempt(
      ticks,
      questions.map((q) => ({ ats: answerKey(q) })),
      questions.map((q) => q.weight),
      policy.scoring,
    );
    const now = this.clock.now();
    const updated = await this.attempts.update(
      { id: attempt.id, finishedAt: IsNull() },
      {
        answers: ticks,
        finishedAt: Math.max(now, attempt.startedAt + 1),
        openKey: null,
        correct: result.correct,
        total: result.total,
        percent: result.percent,
        points: result.points ?? null,
        passed: result.passed,
        result,
      },
    );
    if (updated.affected) {
      await this.enrollments.decrement(
        { accountId: attempt.accountId, family: attempt.family, testsLeft: MoreThan(0) },
        'testsLeft',
        1,
      );
    }
  }

  private async endResponse(attempt: AttemptEntity, accountId: number): Promise<EndTestResponse> {
    const questions = await this.questionsInOrder(attempt.questionIds);
    const atsakymai: AnswerKeyEntry[] = questions.map((q) => ({ ats: answerKey(q) }));
    const asked = await this.learnerQuestions.findOneBy({ attemptId: attempt.id });
    return {
      atsakymai,
      comments: await this.commentsFor(attempt.questionIds, accountId),
      result: attempt.result!,
      askedQuestionId: asked?.questionId ?? null,
    };
  }

  /** Answered questions are shown to every learner whose test has that question; one's own unanswered ones too. */
  private async commentsFor(questionIds: number[], accountId: number): Promise<QuestionComment[]> {
    const rows = await this.learnerQuestions.find({
      where: { questionId: In(questionIds) },
      order: { id: 'ASC' },
    });
    return rows
      .filter((r) => r.reply !== null || r.accountId === accountId)
      .map((r) => ({ id: r.questionId, klausimas: r.text, atsakymas: r.reply }));
  }

  // ---- questions to staff ----

  async ask(user: RequestUser, policy: FamilyPolicy, body: AskQuestionDto): Promise<AskQuestionResponse> {
    const attempt = await this.attemptFor(user, policy, body.jwt, 'jwt');
    if (attempt.finishedAt === null)
      throw new ApiError(403, 'test-not-ended', 'Klausti galima tik baigus testą');
    if (!attempt.questionIds.includes(body.id))
      throw FieldValidationError.of('id', 'range', 'Šio klausimo nebuvo teste');
    if (await this.learnerQuestions.existsBy({ attemptId: attempt.id })) throw alreadyAsked();
    try {
      const saved = await this.learnerQuestions.save(
        this.learnerQuestions.create({
          attemptId: attempt.id,
          accountId: user.id,
          family: policy.family,
          questionId: body.id,
          text: body.klausimas.trim(),
          reply: null,
          createdAt: this.clock.now(),
          repliedAt: null,
        }),
        NO_TX,
      );
      return { success: true, id: saved.id };
    } catch (error) {
      if (error instanceof QueryFailedError) throw alreadyAsked();
      throw error;
    }
  }
}

function openKey(accountId: number, family: ExamFamilyId): string {
  return `${accountId}:${family}`;
}

function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.floor((deadline - now) / 1000));
}

function alreadyAsked(): ApiError {
  return new ApiError(409, 'already-asked', 'Vienam testui galima užduoti tik vieną klausimą');
}
