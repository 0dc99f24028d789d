import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  toColumns,
  DEFAULT_LANGUAGE,
  familyDefinition,
  isFamilyId,
  type EndTestResponse,
  type ExaminerStartRequest,
  type FamilyDefinition,
  type Language,
  type SaveTestRequest,
  type SaveTestResponse,
  type TestTextsRequest,
  type TestResult,
} from '@portal/contracts';
import { Repository } from 'typeorm';
import { ApiError } from '../common/api-error';
import { Clock } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { answerKey } from '../exam/answer-key';
import type { QuestionEntity } from '../exam/question.entity';
import type { TestLoadAnswer } from '../exam/test-load-answer';
import { SwitchesService } from '../switches/switches.service';
import type { Admission, TestView } from '../attempts/admission';
import { AttemptEngine } from '../attempts/attempt-engine';
import { newTestSecret, secretHash } from '../attempts/test-rules';
import type { TestTokenClaims } from '../attempts/test-token';
import { ExaminerAdmissionService, normalizeRegnr } from './examiner-admission.service';
import { type ExamQuestionSnapshot, ExaminerExamEntity } from './examiner-exam.entity';
import { examinerError } from './examiner-messages';
import { ExaminerRefusalLimit } from './examiner-refusal-limit';
import { ExaminerQuestionsService } from './examiner-questions.service';

export const EXAMINER_DEFINITION = Symbol('EXAMINER_DEFINITION');

/**
 * The examiner candidate's admission to the one attempt engine (attempts/attempt-engine.ts): a training test for
 * anyone, an exam for a rostered candidate within the entry's window (one exam per roster entry, resumed by the
 * candidate's registration number and birth date from any computer in the room). The questions are kept as drawn
 * (the record survives bank changes).
 */
@Injectable()
export class ExaminerTestsService implements Admission<ExaminerExamEntity, void> {
  readonly kind = 'examiner' as const;
  readonly family: string;
  readonly answerMode;
  readonly scoring;

  constructor(
    @InjectRepository(ExaminerExamEntity) private readonly exams: Repository<ExaminerExamEntity>,
    @Inject(EXAMINER_DEFINITION) private readonly definition: FamilyDefinition,
    private readonly admission: ExaminerAdmissionService,
    private readonly questionBank: ExaminerQuestionsService,
    private readonly switches: SwitchesService,
    private readonly limit: ExaminerRefusalLimit,
    private readonly engine: AttemptEngine,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.family = definition.id;
    this.answerMode = definition.answerMode;
    this.scoring = definition.scoring;
  }

  // ---- the admission ----

  checkCaller(): void {
    // No account: the signed token is the candidate's proof.
  }

  /** Tokens handed out before the one codec: a secret whose SHA-256 the exam keeps. */
  async legacyClaims(token: string): Promise<TestTokenClaims | null> {
    const exam = token ? await this.exams.findOneBy({ token: secretHash(token) }) : null;
    if (!exam) return null;
    return { kind: 'examiner', attemptId: exam.id, accountId: 0, family: this.family, tokenVersion: 0 };
  }

  identity() {
    return { accountId: 0, tokenVersion: 0 };
  }

  /** The questions as drawn; each image's path names its own family's folder (a test mixes families). */
  async questions(exam: ExaminerExamEntity): Promise<QuestionEntity[]> {
    return exam.questions.map((q) =>
      asQuestion({ ...q, image: q.image && `${imageDirOf(q.family)}/img/${q.image}` }),
    );
  }

  view(exam: ExaminerExamEntity): TestView {
    const { id, questionCount, timeLimitSeconds, answerMode, scoring, showWeightBadge } = this.definition;
    return {
      policy: {
        family: id as 'examiner',
        questionCount: Math.min(questionCount, exam.questions.length),
        timeLimitSeconds,
        answerMode,
        scoring,
        showWeightBadge,
      },
      imageUrl: (path) => `${this.config.imageBaseUrl}/${path}`,
    };
  }

  async endAnswer(
    _exam: ExaminerExamEntity,
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

  // ---- start, save, end ----

  /** The spec's server check: the examiner-server switch and the examiner family both on. */
  async serverOn(): Promise<boolean> {
    const [server, family] = await Promise.all([
      this.switches.isEnabled('examiner-server'),
      this.switches.isEnabled(this.definition.id as 'examiner'),
    ]);
    return server && family;
  }

  /** `address`: the caller's, for the limit on refused exam starts. */
  async start(body: ExaminerStartRequest, address = ''): Promise<TestLoadAnswer> {
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
      // This browser's training test, with its token.
      const open = await this.engine.rowOfToken(this, body.resume, undefined);
      if (
        open &&
        !open.egzamin &&
        open.finishedAt === null &&
        open.sub === body.sub &&
        !this.engine.timedOut(open)
      )
        return this.engine.load(this, open, 'RESUMED', undefined, {
          language: body.language ?? open.language,
        });
    }
    return this.create(body, language, null);
  }

  /** Exam mode: the candidate's open exam resumes (even past the window); else a roster entry in its window. */
  private async startExam(body: ExaminerStartRequest, language: Language): Promise<TestLoadAnswer> {
    const entries = await this.admission.entriesOf(body.person!, body.sub, language);
    const resumed = await this.resumeOpen(body, entries);
    if (resumed) return resumed;
    const free = [];
    for (const entry of this.admission.inWindow(entries, this.clock.now(), language))
      if (!(await this.exams.existsBy({ rosterId: entry.id }))) free.push(entry);
    // One exam per roster entry: an ended one is not started again; one that a parallel start opened since this one
    // looked is resumed (five quick presses of Start on MariaDB got 409 `exam-taken` here).
    if (!free.length) {
      const winner = await this.resumeOpen(body, entries);
      if (winner) return winner;
      throw examinerError('exam-taken', language);
    }
    return this.create(body, language, free[0].id);
  }

  /** The candidate's open exam on any of the entries, resumed; null when none is open. */
  private async resumeOpen(
    body: ExaminerStartRequest,
    entries: { id: number }[],
  ): Promise<TestLoadAnswer | null> {
    for (const entry of entries) {
      const open = await this.engine.openTest(this, openKey(entry.id));
      if (open)
        return this.engine.load(this, open, 'RESUMED', undefined, {
          language: body.language ?? open.language,
        });
    }
    return null;
  }

  private async create(
    body: ExaminerStartRequest,
    language: Language,
    rosterId: number | null,
  ): Promise<TestLoadAnswer> {
    const drawn = await this.questionBank.draw(body.sub, this.definition.questionCount);
    const opened = await this.engine.open(this, {
      openKey: rosterId === null ? null : openKey(rosterId),
      timeLimitSeconds: this.definition.timeLimitSeconds,
      language,
      questions: drawn.map(asQuestion),
      columns: {
        // The token is signed, not stored: this column (kept for tests from before) holds the hash of a secret
        // nobody was given.
        token: secretHash(newTestSecret()),
        egzamin: body.egzamin,
        tema: body.tema,
        sub: body.sub,
        regnr: body.egzamin ? normalizeRegnr(body.person!.regnr) : null,
        gdata: body.egzamin ? body.person!.gdata : null,
        rosterId,
        questions: drawn,
        correct: null,
        total: drawn.length,
        percent: null,
        passed: null,
        result: null,
      },
    });
    // Two starts at once: the one open exam of the entry won; resume it.
    if (!opened.created)
      return this.engine.load(this, opened.row, 'RESUMED', undefined, {
        language: body.language ?? opened.row.language,
      });
    return this.engine.load(this, opened.row, 'NEW');
  }

  save(body: SaveTestRequest): Promise<SaveTestResponse> {
    return this.engine.save(this, undefined, body);
  }

  /** The test's questions in other languages (JSON bytes; the engine's texts). */
  texts(body: TestTextsRequest): Promise<Buffer> {
    return this.engine.texts(this, undefined, body);
  }

  /** Scores and records the test once (idempotent); ticks sent after the deadline and grace are ignored. */
  end(body: SaveTestRequest): Promise<EndTestResponse> {
    return this.engine.end(this, undefined, body);
  }
}

function imageDirOf(family: string): string {
  return isFamilyId(family) ? familyDefinition(family).imageDir : family;
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
