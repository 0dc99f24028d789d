import type { AnswerMode, EndTestResponse, RunnerPolicy, ScoringRule, TestResult } from '@portal/contracts';
import type { QuestionEntity } from '../exam/question.entity';
import type { AttemptKind, TestRow } from './attempt-kind';
import type { TestTokenClaims } from './test-token';

/** How a test is shown: the runner's rules and each image's address from its file name. */
export interface TestView {
  policy: RunnerPolicy;
  imageUrl: (file: string) => string;
}

/**
 * Who may start what, and what differs between kinds of test: the one thing an admission adds to the engine
 * (attempt-engine.ts). An admission decides a start (enrollment, contest entry, roster) and then asks the engine to
 * open the test, resume the subject's open one or end it; save, end, expiry and tokens are the engine's alone.
 * A practice or a review session is one more admission.
 *
 * `Caller` is who calls save and end (the signed-in learner; nothing for the tests taken without an account).
 */
export interface Admission<
  Row extends TestRow,
  Caller = void,
  End extends EndTestResponse = EndTestResponse,
> {
  readonly kind: AttemptKind;
  /** The family named in the test's token. */
  readonly family: string;
  /** Checked on every save without reading the test (one ticked answer per question when 'single'). */
  readonly answerMode: AnswerMode;
  /** How the family scores (its definition's rule). */
  readonly scoring: ScoringRule;

  /** Refuses (403) a valid token that is not the caller's to use (another learner's, another family's). */
  checkCaller(claims: TestTokenClaims, caller: Caller): void;
  /** The claims of the tokens of this kind handed out before the one codec (null when it is none of them). */
  legacyClaims?(token: string): Promise<TestTokenClaims | null>;
  /** The account and session the token is bound to (0 and 0 without an account). */
  identity(row: Row, caller: Caller | undefined): { accountId: number; tokenVersion: number };
  /**
   * Asked before any refusal of a save or an end is answered: may throw a reason that comes first (a disabled
   * account is told so, not why the test refused).
   */
  beforeRefusal?(caller: Caller): Promise<void>;

  /** The test's questions in its order (from the bank, or as they were drawn). */
  questions(row: Row): Promise<QuestionEntity[]>;
  /** What the runner needs (count, time, answer mode, scoring) and where the questions' images are served. */
  view(row: Row): Promise<TestView> | TestView;
  /** The end's answer: the key and result, and what the kind adds (comments, a contest's rank). */
  endAnswer(
    row: Row,
    result: TestResult,
    questions: QuestionEntity[],
    caller: Caller,
    endedNow: boolean,
  ): Promise<End>;
}
