import { Inject, Injectable } from '@nestjs/common';
import {
  scoreAttempt,
  type EndTestResponse,
  type Flag,
  type Language,
  type SaveTestRequest,
  type SaveTestResponse,
  type TestResult,
  type TestTextsRequest,
} from '@portal/contracts';
import { Clock } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { isUniqueViolation } from '../database/unique-violation';
import { answerKey } from '../exam/answer-key';
import type { QuestionEntity } from '../exam/question.entity';
import { TestLoadAnswer } from '../exam/test-load-answer';
import { testQuestionsJsonString, testTexts } from '../exam/test-question';
import type { Admission } from './admission';
import type { AttemptKind, TestRow } from './attempt-kind';
import { AttemptStore, type FinishOptions, type RowOf } from './attempt-store';
import { checkTicks, secondsLeft, shapeCounts, shapeOf, tickProblem } from './test-ticks';
import { invalidTestToken, saveRefusal, saveRefused, testEnded } from './test-rules';
import { TestTokenCodec, type TestTokenClaims } from './test-token';

type AnyAdmission<Row extends TestRow, Caller> = Admission<Row, Caller, EndTestResponse>;

/** What an admission grants a new test: its subject's open key, its time, its questions and its own columns. */
export interface Grant<Row extends TestRow> {
  /** The admitted subject's key: one open test each (null: the subject may hold any number, e.g. training). */
  openKey: string | null;
  timeLimitSeconds: number;
  language: Language;
  /** The questions in the test's order (answer counts give the ticks' shape). */
  questions: QuestionEntity[];
  /** The admission's own columns of the row. */
  columns: Omit<Row, keyof TestRow>;
}

/** A new test, or the subject's test already open (a start that lost the race for the open key). */
export type Opened<Row> =
  { row: Row; questions: QuestionEntity[]; created: true } | { row: Row; created: false };

/**
 * The one life cycle of every kind of test: open (one open test per admitted subject), load (start or resume),
 * save, end, and ending a timed-out test lazily, with one token codec, one store and one set of answers and errors
 * (docs/api.md, "Test errors"). The server owns the clock: an absolute deadline, a grace period for the last save's
 * way, and after that nothing is saved. Scoring is the family definition's rule, on the server only; the key
 * leaves only with the end. What differs between kinds comes from their Admission.
 */
@Injectable()
export class AttemptEngine {
  constructor(
    private readonly store: AttemptStore,
    private readonly codec: TestTokenCodec,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get graceMs(): number {
    return this.config.graceSeconds * 1000;
  }

  // ---- open / load ----

  /** The subject's open test, after ending it with its saved ticks if its deadline and grace passed (then null). */
  async openTest<K extends AttemptKind, Caller>(
    admission: AnyAdmission<RowOf[K], Caller> & { kind: K },
    openKey: string,
  ): Promise<RowOf[K] | null> {
    const open = await this.store.byOpenKey(admission.kind, openKey);
    if (!open || !this.timedOut(open)) return open;
    await this.finish(admission, open, open.answers);
    return null;
  }

  /** Whether the test's deadline and grace have passed. */
  timedOut(row: TestRow): boolean {
    return this.clock.now() > row.deadlineAt + this.graceMs;
  }

  /**
   * Opens a new test for the grant, or, when the subject's open key is taken (another start won), answers with the
   * test that holds it: the admission decides whether that one resumes. Any other taken unique key is the driver's
   * error, for the admission to handle.
   */
  async open<K extends AttemptKind, Caller>(
    admission: AnyAdmission<RowOf[K], Caller> & { kind: K },
    grant: Grant<RowOf[K]>,
  ): Promise<Opened<RowOf[K]>> {
    const now = this.clock.now();
    const row = {
      ...grant.columns,
      language: grant.language,
      answers: grant.questions.map((q) => q.answers.map((): Flag => '0')),
      startedAt: now,
      deadlineAt: now + grant.timeLimitSeconds * 1000,
      finishedAt: null,
      openKey: grant.openKey,
    } as RowOf[K];
    try {
      await this.store.insert(admission.kind, row);
    } catch (error) {
      if (!isUniqueViolation(error) || grant.openKey === null) throw error;
      const winner = await this.store.byOpenKey(admission.kind, grant.openKey);
      if (!winner) throw error;
      return { row: winner, created: false };
    }
    return { row, questions: grant.questions, created: true };
  }

  /** A start's or resume's answer: the questions with the saved ticks, the time left and the test's token. */
  async load<Row extends TestRow, Caller>(
    admission: AnyAdmission<Row, Caller>,
    row: Row,
    status: 'NEW' | 'RESUMED',
    caller?: Caller,
    options: { language?: Language; questions?: QuestionEntity[] } = {},
  ): Promise<TestLoadAnswer> {
    const questions = options.questions ?? (await admission.questions(row));
    // A new test answers with its full time limit, measured from its own start.
    const now = status === 'NEW' ? row.startedAt : this.clock.now();
    const { policy, imageUrl } = await admission.view(row);
    return new TestLoadAnswer(
      {
        status,
        time: secondsLeft(row.deadlineAt, now),
        jwt: this.tokenOf(admission, row, caller),
        deadline: new Date(row.deadlineAt).toISOString(),
        serverNow: now,
        policy,
      },
      testQuestionsJsonString(questions, imageUrl, options.language ?? row.language, row.answers),
    );
  }

  /**
   * The test's questions in other languages (`tests/texts`, JSON bytes): a start answers with the test's language
   * only (issue 30). For the caller's own test by its token, open or ended (the results view switches language
   * too); the texts only, never the key, so nothing is refused that a start or an end would not also give.
   */
  async texts<K extends AttemptKind, Caller>(
    admission: AnyAdmission<RowOf[K], Caller> & { kind: K },
    caller: Caller,
    body: TestTextsRequest,
  ): Promise<Buffer> {
    const row = await this.row(admission, await this.claims(admission, body.test, caller));
    const questions = await admission.questions(row);
    return Buffer.from(JSON.stringify({ questions: testTexts(questions, body.languages) }));
  }

  /** Keeps the language a resume asked for (the next resume shows it too). */
  setLanguage(admission: { kind: AttemptKind }, id: number, language: Language): Promise<void> {
    return this.store.setLanguage(admission.kind, id, language);
  }

  /** The test's token (the same every time for the same test and session). */
  tokenOf<Row extends TestRow, Caller>(
    admission: AnyAdmission<Row, Caller>,
    row: Row,
    caller?: Caller,
  ): string {
    return this.codec.sign(
      {
        kind: admission.kind,
        attemptId: row.id,
        family: admission.family,
        ...admission.identity(row, caller),
        shape: shapeOf(row.answers),
        deadlineAt: row.deadlineAt,
      },
      row.deadlineAt,
    );
  }

  // ---- tokens ----

  /** The claims of a token of the admission's kind that the caller may use; else 403. */
  async claims<Row extends TestRow, Caller>(
    admission: AnyAdmission<Row, Caller>,
    token: string,
    caller: Caller,
    field = 'test',
  ): Promise<TestTokenClaims> {
    const claims =
      this.codec.verify(token, admission.kind) ?? (await admission.legacyClaims?.(token)) ?? null;
    if (!claims) throw invalidTestToken(`Netinkamas testo raktas (${field})`);
    admission.checkCaller(claims, caller);
    return claims;
  }

  /** The test the claims name; 403 `invalid-test-token` when there is none (any more). */
  async row<K extends AttemptKind, Caller>(
    admission: AnyAdmission<RowOf[K], Caller> & { kind: K },
    claims: TestTokenClaims,
  ): Promise<RowOf[K]> {
    const row = await this.store.byId(admission.kind, claims.attemptId);
    if (!row || (claims.accountId && (row as { accountId?: number }).accountId !== claims.accountId))
      throw invalidTestToken('Testas nerastas');
    return row;
  }

  /** The test a token names, or null (a leaderboard's "own" row): never an error. */
  async rowOfToken<K extends AttemptKind, Caller>(
    admission: AnyAdmission<RowOf[K], Caller> & { kind: K },
    token: string,
    caller: Caller,
  ): Promise<RowOf[K] | null> {
    try {
      return await this.row(admission, await this.claims(admission, token, caller));
    } catch {
      return null;
    }
  }

  // ---- save / end ----

  /**
   * The save: with a token that carries the test's shape and deadline, one conditional UPDATE and nothing read; any
   * refusal, and older tokens, go the checked way, which names the reason (docs/api.md, "Test errors").
   */
  async save<K extends AttemptKind, Caller>(
    admission: AnyAdmission<RowOf[K], Caller> & { kind: K },
    caller: Caller,
    body: SaveTestRequest,
  ): Promise<SaveTestResponse> {
    const claims = await this.claims(admission, body.test, caller);
    const { shape, deadlineAt } = claims;
    const now = this.clock.now();
    if (
      shape !== undefined &&
      deadlineAt !== undefined &&
      now <= deadlineAt + this.graceMs &&
      !tickProblem(body.ch, shapeCounts(shape), admission.answerMode) &&
      (await this.store.saveAnswers(claims, body.ch, now - this.graceMs))
    )
      return { saved: true, time: secondsLeft(deadlineAt, now), serverNow: now };
    return this.checkedSave(admission, caller, body, claims, now);
  }

  /** The save with every check, in the order the API gives its reasons: the caller, ended, late, malformed. */
  private async checkedSave<K extends AttemptKind, Caller>(
    admission: AnyAdmission<RowOf[K], Caller> & { kind: K },
    caller: Caller,
    body: SaveTestRequest,
    claims: TestTokenClaims,
    now: number,
  ): Promise<SaveTestResponse> {
    await admission.beforeRefusal?.(caller);
    const row = await this.row(admission, claims);
    const refusal = saveRefusal(row, now, this.graceMs);
    if (refusal === 'deadline-passed') await this.finish(admission, row, row.answers);
    if (refusal) throw saveRefused(refusal);
    checkTicks(
      body.ch,
      row.answers.map((r) => r.length),
      admission.answerMode,
    );
    // Written only while open: one that ended since it was read is refused, never "saved".
    if (!(await this.store.saveAnswers({ ...claims, attemptId: row.id }, body.ch, now - this.graceMs))) {
      await admission.beforeRefusal?.(caller);
      throw testEnded();
    }
    return { saved: true, time: secondsLeft(row.deadlineAt, now), serverNow: now };
  }

  /**
   * Ends the test once and answers with the key and the result; a second end answers the same. Ticks sent after
   * the deadline and grace are ignored: the saved ones count.
   */
  async end<K extends AttemptKind, Caller, End extends EndTestResponse>(
    admission: Admission<RowOf[K], Caller, End> & { kind: K },
    caller: Caller,
    body: SaveTestRequest,
  ): Promise<End> {
    try {
      return await this.endChecked(admission, caller, body);
    } catch (error) {
      await admission.beforeRefusal?.(caller);
      throw error;
    }
  }

  private async endChecked<K extends AttemptKind, Caller, End extends EndTestResponse>(
    admission: Admission<RowOf[K], Caller, End> & { kind: K },
    caller: Caller,
    body: SaveTestRequest,
  ): Promise<End> {
    const claims = await this.claims(admission, body.test, caller);
    let row = await this.row(admission, claims);
    const questions = await admission.questions(row);
    if (row.finishedAt === null) {
      let ticks = row.answers;
      if (!this.timedOut(row)) {
        checkTicks(
          body.ch,
          row.answers.map((r) => r.length),
          admission.answerMode,
        );
        ticks = body.ch;
      }
      const result = await this.finish(admission, row, ticks, questions, {
        enabledAccountOnly: claims.kind === 'enrolled',
        tokenVersion: claims.tokenVersion,
      });
      if (result) return admission.endAnswer({ ...row, answers: ticks }, result, questions, caller, true);
      // Refused (a disabled account), or another end won the race: answer with what that one recorded.
      await admission.beforeRefusal?.(caller);
      row = (await this.store.byId(admission.kind, row.id))!;
    } else {
      await admission.beforeRefusal?.(caller);
    }
    return admission.endAnswer(row, this.resultOf(admission, row, questions), questions, caller, false);
  }

  /** The recorded result of an ended test (scored again from its ticks where the kind keeps none). */
  private resultOf<Row extends TestRow, Caller>(
    admission: AnyAdmission<Row, Caller>,
    row: Row,
    questions: QuestionEntity[],
  ): TestResult {
    return (row as { result?: TestResult | null }).result ?? this.score(admission, row.answers, questions);
  }

  private score<Row extends TestRow, Caller>(
    admission: AnyAdmission<Row, Caller>,
    ticks: Flag[][],
    questions: QuestionEntity[],
  ): TestResult {
    return scoreAttempt(
      ticks,
      questions.map((q) => ({ ats: answerKey(q) })),
      questions.map((q) => q.weight),
      admission.scoring,
    );
  }

  /**
   * Ends the test with these ticks once: only the call whose conditional write wins records the result (and gets
   * it back; the others get null).
   */
  async finish<K extends AttemptKind, Caller>(
    admission: AnyAdmission<RowOf[K], Caller> & { kind: K },
    row: RowOf[K],
    ticks: Flag[][],
    loaded?: QuestionEntity[],
    options: FinishOptions = {},
  ): Promise<TestResult | null> {
    const questions = loaded ?? (await admission.questions(row));
    const result = this.score(admission, ticks, questions);
    const recorded = await this.store.finish(admission.kind, row, ticks, result, this.clock.now(), options);
    return recorded ? result : null;
  }
}
