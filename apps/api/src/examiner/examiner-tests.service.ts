import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  toColumns,
  DEFAULT_LANGUAGE,
  familyDefinition,
  isFamilyId,
  scoreAttempt,
  type EndTestResponse,
  type ExaminerStartRequest,
  type FamilyDefinition,
  type Flag,
  type Language,
  type SaveTestRequest,
  type SaveTestResponse,
  type TestLoadResponse,
  type TestResult,
} from '@portal/contracts';
import { IsNull, QueryFailedError, Repository } from 'typeorm';
import { Clock } from '../clock/clock.service';
import { ApiError, FieldValidationError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { answerKey } from '../exam/answer-key';
import type { QuestionEntity } from '../exam/question.entity';
import { toTestQuestion } from '../exam/test-question';
import { SwitchesService } from '../switches/switches.service';
import { ExaminerAdmissionService, normalizeRegnr } from './examiner-admission.service';
import { type ExamQuestionSnapshot, ExaminerExamEntity } from './examiner-exam.entity';
import { examinerError } from './examiner-messages';
import { ExaminerRefusalLimit } from './examiner-refusal-limit';
import { ExaminerQuestionsService } from './examiner-questions.service';
import { imageUrlFor } from '../exam/image-url';
import {
  derivedSecret,
  invalidTestToken,
  newTestSecret,
  saveRefusal,
  saveRefused,
  secretHash,
  testEnded,
} from '../attempts/test-rules';

export const EXAMINER_DEFINITION = Symbol('EXAMINER_DEFINITION');

/**
 * An examiner test's life: start (training: anyone; exam: a rostered candidate within the window), resume, save,
 * end. The server owns the clock and scores; the key leaves it only with the end. The same rules as the exam engine
 * (scoring from @portal/contracts, the draw rule and the runner's question view from the exam module).
 */
@Injectable()
export class ExaminerTestsService {
  constructor(
    @InjectRepository(ExaminerExamEntity) private readonly exams: Repository<ExaminerExamEntity>,
    @Inject(EXAMINER_DEFINITION) private readonly definition: FamilyDefinition,
    private readonly admission: ExaminerAdmissionService,
    private readonly questions: ExaminerQuestionsService,
    private readonly switches: SwitchesService,
    private readonly limit: ExaminerRefusalLimit,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get graceMs(): number {
    return this.config.graceSeconds * 1000;
  }

  /** The spec's server check: the examiner-server switch and the examiner family both on. */
  async serverOn(): Promise<boolean> {
    const [server, family] = await Promise.all([
      this.switches.isEnabled('examiner-server'),
      this.switches.isEnabled(this.definition.id as 'examiner'),
    ]);
    return server && family;
  }

  /** `address`: the caller's, for the limit on refused exam starts. */
  async start(body: ExaminerStartRequest, address = ''): Promise<TestLoadResponse> {
    const language: Language = body.language ?? DEFAULT_LANGUAGE;
    if (!(await this.serverOn())) throw examinerError('examiner-off', language);
    if (body.egzamin) {
      const regnr = normalizeRegnr(body.person!.regnr);
      // Taken before the roster is asked (parallel guesses cannot all be checked first), given back unless
      // refused for the person.
      await this.limit.take(address, regnr);
      try {
        const started = await this.startExam(body, language);
        await this.limit.notRefused(address, regnr);
        return started;
      } catch (error) {
        const code = error instanceof ApiError ? (error.getResponse() as { code?: string }).code : undefined;
        if (code !== 'not-rostered' && code !== 'outside-window') await this.limit.notRefused(address, regnr);
        throw error;
      }
    }

    if (body.resume) {
      const open = await this.exams.findOneBy({
        token: secretHash(body.resume),
        finishedAt: IsNull(),
        egzamin: false,
      });
      if (open && open.sub === body.sub && this.clock.now() <= open.deadlineAt + this.graceMs)
        return this.load(open, body.language ?? open.language, 'RESUMED', body.resume);
    }
    return this.create(body, language, null);
  }

  /** Exam mode: the candidate's open exam resumes (even past the window); else a roster entry in its window. */
  private async startExam(body: ExaminerStartRequest, language: Language): Promise<TestLoadResponse> {
    const entries = await this.admission.entriesOf(body.person!, body.sub, language);
    for (const entry of entries) {
      const open = await this.exams.findOneBy({ openKey: openKey(entry.id) });
      if (!open) continue;
      if (this.clock.now() <= open.deadlineAt + this.graceMs)
        return this.resumeExam(open, body.language ?? open.language);
      await this.finish(open, open.answers);
    }
    const free = [];
    for (const entry of this.admission.inWindow(entries, this.clock.now(), language))
      if (!(await this.exams.existsBy({ rosterId: entry.id }))) free.push(entry);
    // One exam per roster entry: an ended one is not started again.
    if (!free.length) throw examinerError('exam-taken', language);
    try {
      return await this.create(body, language, free[0].id);
    } catch (error) {
      // Two starts at once: the one open exam of the entry won; resume it.
      const winner = await this.exams.findOneBy({ openKey: openKey(free[0].id) });
      if (error instanceof QueryFailedError && winner)
        return this.resumeExam(winner, body.language ?? winner.language);
      throw error;
    }
  }

  /**
   * The candidate's running exam, resumed by registration number and birth date (a reload, another computer in the
   * room): with the same token (derived from the roster entry, examTokenOf). An exam started before tokens were
   * derived gets its derived token now.
   */
  private async resumeExam(open: ExaminerExamEntity, language: Language): Promise<TestLoadResponse> {
    const token = this.examTokenOf(open.rosterId!);
    if (open.token !== secretHash(token))
      await this.exams.update({ id: open.id }, { token: secretHash(token) });
    return this.load(open, language, 'RESUMED', token);
  }

  /**
   * A rostered exam's token: made from its roster entry (one exam per entry) under the server's key, so a resume
   * can hand it out again while only its hash is stored.
   */
  private examTokenOf(rosterId: number): string {
    return derivedSecret(this.config.jwtSecret, `examiner-exam:roster:${rosterId}`);
  }

  private async create(
    body: ExaminerStartRequest,
    language: Language,
    rosterId: number | null,
  ): Promise<TestLoadResponse> {
    const drawn = await this.questions.draw(body.sub, this.definition.questionCount);
    const now = this.clock.now();
    const token = rosterId === null ? newTestSecret() : this.examTokenOf(rosterId);
    const exam = this.exams.create({
      token: secretHash(token),
      egzamin: body.egzamin,
      tema: body.tema,
      sub: body.sub,
      regnr: body.egzamin ? normalizeRegnr(body.person!.regnr) : null,
      gdata: body.egzamin ? body.person!.gdata : null,
      rosterId,
      language,
      questions: drawn,
      answers: drawn.map((q) => q.answers.map((): Flag => '0')),
      startedAt: now,
      deadlineAt: now + this.definition.timeLimitSeconds * 1000,
      finishedAt: null,
      openKey: rosterId === null ? null : openKey(rosterId),
      correct: null,
      total: drawn.length,
      percent: null,
      passed: null,
      result: null,
    });
    await this.exams.insert(exam);
    return this.load(exam, language, 'NEW', token);
  }

  /** `token`: the test token in clear (the row holds only its hash). */
  private load(
    exam: ExaminerExamEntity,
    language: Language,
    status: 'NEW' | 'RESUMED',
    token: string,
  ): TestLoadResponse {
    const now = status === 'NEW' ? exam.startedAt : this.clock.now();
    const items = exam.questions.map((q, i) =>
      toTestQuestion(asQuestion(q), (file) => this.imageUrl(q.family, file), language, exam.answers[i]),
    );
    const { id, questionCount, timeLimitSeconds, answerMode, scoring, showWeightBadge } = this.definition;
    return {
      status,
      time: secondsLeft(exam.deadlineAt, now),
      questions: JSON.stringify(items),
      jwt: token,
      deadline: new Date(exam.deadlineAt).toISOString(),
      serverNow: now,
      policy: {
        family: id as 'examiner',
        questionCount: Math.min(questionCount, items.length),
        timeLimitSeconds,
        answerMode,
        scoring,
        showWeightBadge,
      },
    };
  }

  private imageUrl(family: string, file: string): string {
    const dir = isFamilyId(family) ? familyDefinition(family).imageDir : family;
    return imageUrlFor(this.config.imageBaseUrl, dir)(file);
  }

  async save(body: SaveTestRequest): Promise<SaveTestResponse> {
    const exam = await this.byToken(body.test);
    const now = this.clock.now();
    const refusal = saveRefusal(exam, now, this.graceMs);
    if (refusal === 'deadline-passed') await this.finish(exam, exam.answers);
    if (refusal) throw saveRefused(refusal);
    checkTicks(body.ch, exam);
    const updated = await this.exams.update({ id: exam.id, finishedAt: IsNull() }, { answers: body.ch });
    if (!updated.affected) throw testEnded();
    return { saved: true, time: secondsLeft(exam.deadlineAt, now), serverNow: now };
  }

  /** Scores and records the test once (idempotent); ticks sent after the deadline and grace are ignored. */
  async end(body: SaveTestRequest): Promise<EndTestResponse> {
    let exam = await this.byToken(body.test);
    if (exam.finishedAt === null) {
      let ticks = exam.answers;
      if (this.clock.now() <= exam.deadlineAt + this.graceMs) {
        checkTicks(body.ch, exam);
        ticks = body.ch;
      }
      await this.finish(exam, ticks);
      exam = (await this.exams.findOneBy({ id: exam.id }))!;
    }
    return {
      atsakymai: exam.questions.map((q) => ({ ats: answerKey(asQuestion(q)) })),
      comments: [],
      result: exam.result!,
      askedQuestionId: null,
    };
  }

  /** Ends the exam with these ticks unless another call ended it first (the conditional update decides). */
  private async finish(exam: ExaminerExamEntity, ticks: Flag[][]): Promise<TestResult> {
    const result = scoreAttempt(
      ticks,
      exam.questions.map((q) => ({ ats: answerKey(asQuestion(q)) })),
      exam.questions.map((q) => q.weight),
      this.definition.scoring,
    );
    await this.exams.update(
      { id: exam.id, finishedAt: IsNull() },
      {
        answers: ticks,
        finishedAt: Math.max(this.clock.now(), exam.startedAt + 1),
        openKey: null,
        correct: result.correct,
        total: result.total,
        percent: result.percent,
        passed: result.passed,
        result,
      },
    );
    return result;
  }

  private async byToken(token: string): Promise<ExaminerExamEntity> {
    const exam = token ? await this.exams.findOneBy({ token: secretHash(token) }) : null;
    if (!exam) throw invalidTestToken();
    return exam;
  }
}

function openKey(rosterId: number): string {
  return `roster:${rosterId}`;
}

/** A snapshot in the shape the exam module's helpers read (texts, answers, key, weight, image). */
export function asQuestion(q: ExamQuestionSnapshot): QuestionEntity {
  return {
    ...q,
    topic: null,
    ...toColumns('explanation', undefined, null),
  } as QuestionEntity;
}

function checkTicks(ch: Flag[][], exam: ExaminerExamEntity): void {
  if (ch.length !== exam.questions.length)
    throw FieldValidationError.of(
      'ch',
      'range',
      `Reikia ${exam.questions.length} atsakymų sąrašų, gauta ${ch.length}`,
    );
  ch.forEach((row, i) => {
    const count = exam.questions[i].answers.length;
    if (row.length !== count)
      throw FieldValidationError.of(`ch[${i}]`, 'range', `Klausimas ${i + 1} turi ${count} atsakymus`);
  });
}

function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.floor((deadline - now) / 1000));
}
