import type { ActivationStatus, RegistrationRecord } from './enrollment';
import type { ExamFamilyId } from './families';

/** `POST /api/staff/accounts` body. */
export interface CreateAccountRequest {
  username: string;
  password: string;
  name: string;
  email?: string;
}

/** `GET /api/staff/enrollments?family=&status=` item. */
export interface StaffEnrollment {
  id: number;
  accountId: number;
  accountName: string;
  family: ExamFamilyId;
  valid: ActivationStatus;
  registration: RegistrationRecord | null;
  validFrom: string | null;
  validTo: string | null;
  testsLeft: number;
  updatedAt: string;
}

/** `POST /api/staff/enrollments/:id/activate` body. Dates YYYY-MM-DD. */
export interface ActivateEnrollmentRequest {
  validFrom: string;
  validTo: string;
  tests: number;
  info?: string;
}

/** `POST /api/staff/enrollments/:id/reject` body: a negative status code and the reason shown to the learner. */
export interface RejectEnrollmentRequest {
  valid: number;
  text: string;
}

/** `GET /api/staff/questions` item: a learner's question about one question of an ended attempt. */
export interface StaffLearnerQuestion {
  id: number;
  family: ExamFamilyId;
  accountName: string;
  questionId: number;
  questionText: string;
  text: string;
  reply: string | null;
  createdAt: string;
  repliedAt: string | null;
}

/** `POST /api/staff/questions/:id/reply` body. */
export interface ReplyLearnerQuestionRequest {
  text: string;
}

/** `GET /api/staff/activation-requests` item: a learner's request to be activated again or to get more tests. */
export interface StaffActivationRequest {
  id: number;
  accountId: number;
  accountName: string;
  family: ExamFamilyId;
  kind: 'activation' | 'more-tests';
  text: string;
  createdAt: string;
  /** The learner's enrollment in the family now (what a grant adds to); null if never registered. */
  current: {
    enrollmentId: number;
    valid: ActivationStatus;
    validFrom: string | null;
    validTo: string | null;
    testsLeft: number;
  } | null;
  handled: boolean;
  handledAt: string | null;
  handledBy: string | null;
  outcome: 'granted' | 'dismissed' | null;
  grantedTests: number | null;
  grantedUntil: string | null;
  note: string | null;
}
