import type { EndTestResponse, ExamFamilyId, TestResult } from '@portal/contracts';
import type { Admission, TestView } from '../attempts/admission';
import type { AttemptKind, TestRow } from '../attempts/attempt-kind';
import type { TestTokenClaims } from '../attempts/test-token';
import type { RequestUser } from '../common/current-user.decorator';
import { checkEnrolledClaims } from './attempt-lookup.service';
import type { FamilyPolicy } from './family-policy';
import { imageUrlFor } from './image-url';
import type { QuestionEntity } from './question.entity';

/** What a signed-in learner's admission reads: the account's state and the test's questions. */
export interface LearnerAdmissionServices {
  enrollment: { requireEnabled(user: RequestUser): Promise<void> };
  draws: { inOrder(ids: number[]): Promise<QuestionEntity[]> };
}

/** A row of a signed-in learner's test or session: the account and the drawn questions. */
export interface LearnerTestRow extends TestRow {
  accountId: number;
  questionIds: number[];
}

/**
 * What every admission of a signed-in learner (the enrolled mock test, the practice and review session) shares:
 * the family's rules, the learner's own token (another's is 403, one from before a password reset 401), a disabled
 * account told so first, and the questions as drawn. A kind adds its view and its end's answer.
 */
export abstract class LearnerAdmission<Row extends LearnerTestRow> implements Admission<
  Row,
  RequestUser,
  EndTestResponse
> {
  abstract readonly kind: AttemptKind;
  readonly family: ExamFamilyId;
  readonly answerMode;
  readonly scoring;
  protected readonly images: (file: string) => string;

  constructor(
    readonly policy: FamilyPolicy,
    imageBaseUrl: string,
    private readonly learnerServices: LearnerAdmissionServices,
  ) {
    this.family = policy.family;
    this.answerMode = policy.answerMode;
    this.scoring = policy.scoring;
    this.images = imageUrlFor(imageBaseUrl, policy.imageDir);
  }

  checkCaller(claims: TestTokenClaims, user: RequestUser): void {
    checkEnrolledClaims(claims, user, this.family);
  }

  identity(row: Row, user: RequestUser | undefined) {
    return { accountId: row.accountId, tokenVersion: user?.tokenVersion ?? 0 };
  }

  /** Not behind JwtAuthGuard's account read: a disabled account is told so before any other refusal. */
  beforeRefusal(user: RequestUser): Promise<void> {
    return this.learnerServices.enrollment.requireEnabled(user);
  }

  questions(row: Row): Promise<QuestionEntity[]> {
    return this.learnerServices.draws.inOrder(row.questionIds);
  }

  abstract view(row: Row): Promise<TestView> | TestView;

  abstract endAnswer(
    row: Row,
    result: TestResult,
    questions: QuestionEntity[],
    user: RequestUser,
    endedNow: boolean,
  ): Promise<EndTestResponse>;
}
