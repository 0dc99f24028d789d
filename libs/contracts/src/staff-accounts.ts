import type { ActivationStatus } from './enrollment';
import type { AuthProviderId, Role } from './auth';
import type { ExamFamilyId } from './families';
import type { PageQuery } from './paging';
import type { LearnerOrder } from './payments';
import type { StaffActivationRequest, StaffEnrollment, StaffLearnerQuestion } from './staff';

/** `GET /api/staff/accounts?q=&family=&status=&role=&page=&pageSize=` filters. */
export interface StaffAccountQuery extends PageQuery {
  /** Part of the name, username or e-mail (the account's or a registration's). */
  q?: string;
  family?: ExamFamilyId;
  /** With `family`: the account's standing there (`none` = not registered). */
  status?: 'pending' | 'active' | 'rejected' | 'none';
  role?: Role;
  disabled?: 'true' | 'false';
}

/** One account in the staff list. */
export interface StaffAccountSummary {
  id: number;
  username: string | null;
  name: string;
  email: string | null;
  provider: AuthProviderId;
  roles: Role[];
  disabled: boolean;
  createdAt: string;
  /** Its standing in each family it registered in. */
  families: { family: ExamFamilyId; valid: ActivationStatus }[];
}

/** One ended or open test of the account (the drawer's attempts list, newest first). */
export interface StaffAccountAttempt {
  id: number;
  family: ExamFamilyId;
  startedAt: string;
  finishedAt: string | null;
  correct: number | null;
  total: number;
}

/** `GET /api/staff/accounts/:id`: the account with its data (the newest 50 of each list). */
export interface StaffAccountDetail extends StaffAccountSummary {
  enrollments: StaffEnrollment[];
  attempts: StaffAccountAttempt[];
  requests: StaffActivationRequest[];
  questions: StaffLearnerQuestion[];
  /** Purchases, when the payments module is present; null until then. */
  /** The newest 50, as the learner sees them (with receipts). */
  orders: LearnerOrder[];
}

/** `POST /api/staff/accounts/:id/password-reset` body: e-mail a one-time link, or set a temporary password. */
export interface StaffPasswordResetRequest {
  mode: 'link' | 'temporary';
}

export interface StaffPasswordResetResponse {
  mode: 'link' | 'temporary';
  /** `link`: the address the link went to. */
  sentTo?: string;
  /** `temporary`: the new password, shown to staff this once (never stored in clear, never shown again). */
  temporaryPassword?: string;
}

/** `POST /api/staff/accounts/:id/staff-role` body. */
export interface StaffRoleRequest {
  staff: boolean;
}

/** `GET /api/staff/audit?action=&actor=&target=&from=&to=&page=&pageSize=` filters. */
export interface AuditQuery extends PageQuery {
  /** An action, or its start (`account.` lists every account change). */
  action?: string;
  /** The actor's account id, or part of the actor's name. */
  actor?: string;
  /** A target (`account:12`), or its start (`account:`). */
  target?: string;
  /** YYYY-MM-DD, from the start of that day (UTC). */
  from?: string;
  /** YYYY-MM-DD, to the end of that day (UTC). */
  to?: string;
}

/** One row of the audit trail: who, when, what, and the state before and after. */
export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** `POST /api/staff/activation-requests/:id/handle` body. */
export interface HandleActivationRequest {
  decision: 'grant' | 'dismiss';
  /** grant: tests ADDED to those left. */
  tests?: number;
  /** grant: days added to the end of validity, counted from the later of today and the current end. */
  days?: number;
  /** Shown to the learner with the outcome. */
  note?: string;
}

/**
 * The learner's view of their latest request in a family (the landing's notice): still waiting for staff
 * (`pending`, `handledAt` null), or handled in the last 14 days.
 */
export interface ActivationRequestOutcome {
  id: number;
  kind: 'activation' | 'more-tests';
  outcome: 'granted' | 'dismissed' | 'pending';
  tests: number;
  validTo: string | null;
  note: string;
  /** When the learner sent it (ISO 8601). */
  sentAt: string;
  handledAt: string | null;
}
