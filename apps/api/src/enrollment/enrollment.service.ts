import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  REJECTED_PREFILL_STATUSES,
  STATUS_ACTIVE,
  STATUS_PENDING,
  type ActivationRecord,
  grantedStanding,
  type ActivationRequestOutcome,
  type Page,
  registrationFormSchema,
  type ExamFamilyId,
  type RegistrationRecord,
  type StaffActivationRequest,
  type StaffEnrollment,
  type TimeLeft,
} from '@portal/contracts';
import { type EntityManager, type FindOptionsWhere, In, LessThan, Repository } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service';
import { type AuditActor, AuditService } from '../audit/audit.service';
import { type PageQueryDto, pageWindow, toPage } from '../common/paging';
import { accountDisabled, sessionEnded } from '../auth/account-check';
import type { RequestUser } from '../common/current-user.decorator';
import { TokenService } from '../auth/token.service';
import { Clock } from '../clock/clock.service';
import { ApiError } from '../common/api-error';
import { parseOrThrow } from '../common/zod-schema';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { FamilyPolicy } from '../exam/family-policy';
import { ActivationRequestEntity } from './activation-request.entity';
import type { ActivationRequestDto, RegisterDto } from './enrollment.dto';
import { EnrollmentEntity } from './enrollment.entity';
import { NO_TX } from '../database/no-tx';
import { inTransaction } from '../database/transactions';
import { dialectOf } from '../database/dialect';

export interface LearnerStats {
  isspresta: number;
  teisingu: number;
  egzaminai: number[];
}

const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Registration, activation status and validity of one account in one family (spec sections 3–5). */
@Injectable()
export class EnrollmentService {
  constructor(
    @InjectRepository(EnrollmentEntity) private readonly enrollments: Repository<EnrollmentEntity>,
    @InjectRepository(ActivationRequestEntity) private readonly requests: Repository<ActivationRequestEntity>,
    private readonly accounts: AccountsService,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  today(): string {
    return this.clock.today(this.config.timeZone);
  }

  find(accountId: number, family: ExamFamilyId): Promise<EnrollmentEntity | null> {
    return this.enrollments.findOneBy({ accountId, family });
  }

  /** The spec's activation record. `kiekis` is the number of tests left; `valid` is a number (or null). */
  async record(accountId: number, family: ExamFamilyId, stats: LearnerStats): Promise<ActivationRecord> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new ApiError(401, 'unauthorized', 'Reikia prisijungti');
    const enrollment = await this.find(accountId, family);
    const valid = enrollment?.status ?? null;
    const outcome = await this.latestOutcome(accountId, family);
    const active = !account.disabled && valid === STATUS_ACTIVE;
    return {
      token: account.disabled ? 'logout' : active ? this.tokens.signAccess(account) : null,
      valid,
      timeLeft: enrollment && valid === STATUS_ACTIVE ? this.timeLeft(enrollment) : null,
      ...stats,
      user: enrollment && enrollment.status !== null ? registrationRecord(enrollment) : null,
      // Only when there is one: the spec's record is unchanged for everyone else.
      ...(outcome ? { request: outcome } : {}),
    };
  }

  private timeLeft(enrollment: EnrollmentEntity): TimeLeft {
    const iki = enrollment.validTo ?? '';
    const today = this.today();
    return {
      leftDays: iki ? Math.max(0, daysBetween(today, iki)) : 0,
      kiekis: enrollment.testsLeft,
      nuo: enrollment.validFrom ?? '',
      iki,
      info: enrollment.info,
      today,
    };
  }

  /**
   * For routes JwtAuthGuard does not check: 401 when the account is gone or the caller's session ended (a token
   * signed before a password reset), 403 `account-disabled` when it is disabled.
   */
  async requireEnabled(user: Pick<RequestUser, 'id' | 'tokenVersion'>): Promise<void> {
    if (!(await this.isEnabled(user))) throw accountDisabled();
  }

  /** Whether the account is enabled; 401 when it is gone or the caller's session ended (as requireEnabled). */
  async isEnabled(user: Pick<RequestUser, 'id' | 'tokenVersion'>): Promise<boolean> {
    const account = await this.accounts.accessOf(user.id);
    if (!account || account.tokenVersion !== user.tokenVersion) throw sessionEnded();
    return !account.disabled;
  }

  /**
   * Throws 403 with a reason code unless the enrollment (null: none in the family) lets the account start a test
   * in this family now. The start reads it together with the account and the open attempt (exam/start-gate.ts).
   */
  checkActive(
    enrollment: Pick<EnrollmentEntity, 'status' | 'validFrom' | 'validTo' | 'testsLeft'> | null,
  ): void {
    const status = enrollment?.status ?? null;
    if (!enrollment || status === null)
      throw new ApiError(403, 'not-registered', 'Pirmiausia užsiregistruokite');
    if (status === STATUS_PENDING)
      throw new ApiError(403, 'pending', 'Registracija pateikta. Palaukite, kol būsite aktyvuotas.');
    if (status !== STATUS_ACTIVE) throw new ApiError(403, 'rejected', 'Registracija atmesta');
    const today = this.today();
    if (!enrollment.validFrom || today < enrollment.validFrom)
      throw new ApiError(403, 'not-yet-valid', 'Prieiga dar negalioja');
    if (!enrollment.validTo || today > enrollment.validTo)
      throw new ApiError(403, 'expired', 'Prieigos galiojimas baigėsi');
    if (enrollment.testsLeft <= 0) throw new ApiError(403, 'no-tests-left', 'Neliko testų');
  }

  /** Allowed when not registered or rejected with -1/-4 (re-submit); 409 when pending, active or otherwise rejected. */
  async register(accountId: number, policy: FamilyPolicy, form: RegisterDto): Promise<EnrollmentEntity> {
    // The pipe checked the shape; the same schema with the family's branches and today's date decides the rest.
    form = parseOrThrow(registrationFormSchema({ branchIds: policy.branchIds, today: this.today() }), form);
    const account = await this.accounts.findById(accountId);
    if (!account) throw new ApiError(401, 'unauthorized', 'Reikia prisijungti');
    // The check of the current registration and its write go together (a transaction where the database has them;
    // an existing row locked on MySQL), so a staff decision cannot slip in between.
    return inTransaction(this.enrollments.manager.connection, async (manager) => {
      const enrollments = manager.getRepository(EnrollmentEntity);
      let existing = await enrollments.findOneBy({ accountId, family: policy.family });
      // Locked by primary key (a record lock): locking the absent (account, family) key instead would take a gap
      // lock, and two learners registering at once would deadlock each other.
      if (existing && dialectOf(manager).rowLocks)
        existing = await enrollments.findOne({
          where: { id: existing.id },
          lock: { mode: 'pessimistic_write' },
        });
      return this.writeRegistration(enrollments, existing, account, accountId, policy, form);
    });
  }

  private async writeRegistration(
    enrollments: Repository<EnrollmentEntity>,
    existing: EnrollmentEntity | null,
    account: { email: string | null },
    accountId: number,
    policy: FamilyPolicy,
    form: RegisterDto,
  ): Promise<EnrollmentEntity> {
    const status = existing?.status ?? null;
    if (status === STATUS_PENDING) throw new ApiError(409, 'already-pending', 'Registracija jau pateikta');
    if (status === STATUS_ACTIVE) throw new ApiError(409, 'already-active', 'Paskyra jau aktyvuota');
    if (status !== null && !(REJECTED_PREFILL_STATUSES as readonly number[]).includes(status)) {
      throw new ApiError(409, 'registration-closed', 'Registracija atmesta: prašykite aktyvavimo');
    }
    const now = this.clock.now();
    const enrollment =
      existing ??
      enrollments.create({
        accountId,
        family: policy.family,
        testsLeft: 0,
        info: '',
        createdAt: now,
        validFrom: null,
        validTo: null,
      });
    Object.assign(enrollment, {
      status: STATUS_PENDING,
      vardas: form.vardas,
      pavarde: form.pavarde,
      gdata: form.gdata,
      telefonas: form.telefonas,
      email: form.email,
      filialas: form.filialas,
      origEmail: enrollment.origEmail ?? account.email ?? form.email,
      updatedAt: now,
    });
    try {
      return await enrollments.save(enrollment, NO_TX);
    } catch (error) {
      // A second registration raced this one on the (account, family) unique index.
      if (!existing) throw new ApiError(409, 'already-pending', 'Registracija jau pateikta');
      throw error;
    }
  }

  async requestActivation(
    accountId: number,
    family: ExamFamilyId,
    body: ActivationRequestDto,
  ): Promise<number> {
    const kind = body.kind ?? 'activation';
    // One request of a kind waits at a time: sending it again would only queue the same question for staff.
    if (await this.requests.existsBy({ accountId, family, kind, handled: false }))
      throw new ApiError(409, 'request-pending', 'Jūsų prašymas jau pateiktas; laukiama mokyklos atsakymo');
    const saved = await this.requests.save(
      this.requests.create({
        accountId,
        family,
        kind,
        text: body.text.trim(),
        handled: false,
        createdAt: this.clock.now(),
      }),
      NO_TX,
    );
    return saved.id;
  }

  /**
   * The learner's latest request in the family, while it waits for staff or when it was handled in the last
   * OUTCOME_SHOWN_MS (the landing says so, and the learner does not send it again and again).
   */
  async latestOutcome(accountId: number, family: ExamFamilyId): Promise<ActivationRequestOutcome | null> {
    const latest = await this.requests.findOne({ where: { accountId, family }, order: { id: 'DESC' } });
    if (!latest) return null;
    const sentAt = new Date(latest.createdAt).toISOString();
    if (!latest.handled)
      return {
        id: latest.id,
        kind: latest.kind,
        outcome: 'pending',
        tests: 0,
        validTo: null,
        note: '',
        sentAt,
        handledAt: null,
      };
    if (latest.handledAt === null || latest.outcome === null) return null;
    if (latest.handledAt < this.clock.now() - OUTCOME_SHOWN_MS) return null;
    return {
      id: latest.id,
      kind: latest.kind,
      outcome: latest.outcome,
      tests: latest.grantedTests ?? 0,
      validTo: latest.grantedUntil,
      note: latest.note ?? '',
      sentAt,
      handledAt: new Date(latest.handledAt).toISOString(),
    };
  }

  // ---- staff ----

  async list(
    filter: { family?: ExamFamilyId; status?: number | 'rejected'; accountId?: number },
    query: PageQueryDto,
  ): Promise<Page<StaffEnrollment>> {
    const where: FindOptionsWhere<EnrollmentEntity> = {};
    if (filter.family) where.family = filter.family;
    if (filter.accountId !== undefined) where.accountId = filter.accountId;
    if (filter.status === 'rejected') where.status = LessThan(0);
    else if (filter.status !== undefined) where.status = filter.status;
    const { skip, take } = pageWindow(query);
    const [rows, total] = await this.enrollments.findAndCount({
      where,
      order: { updatedAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    const names = await this.accounts.namesByIds(rows.map((r) => r.accountId));
    return toPage(
      rows.map((row) => toStaffEnrollment(row, names.get(row.accountId) ?? '')),
      total,
      query,
    );
  }

  /**
   * Reads an enrollment for a staff change, locked on MySQL (inside `manager`'s transaction) so a learner's
   * registration or test start cannot slip in between the read and the write.
   */
  private async findForStaff(manager: EntityManager, id: number): Promise<EnrollmentEntity> {
    const enrollments = manager.getRepository(EnrollmentEntity);
    const enrollment = await enrollments.findOne({
      where: { id },
      ...dialectOf(manager).writeLock,
    });
    if (!enrollment) throw new ApiError(404, 'enrollment-not-found', 'Registracija nerasta');
    return enrollment;
  }

  async activate(
    actor: AuditActor,
    id: number,
    validFrom: string,
    validTo: string,
    tests: number,
    info?: string,
  ): Promise<StaffEnrollment> {
    // Real dates, validTo not before validFrom: activateEnrollmentSchema (the body's pipe).
    const saved = await inTransaction(this.enrollments.manager.connection, async (manager) => {
      const enrollment = await this.findForStaff(manager, id);
      const before = standing(enrollment);
      Object.assign(enrollment, {
        status: STATUS_ACTIVE,
        validFrom,
        validTo,
        testsLeft: tests,
        info: info ?? enrollment.info,
        rejectionText: null,
        updatedAt: this.clock.now(),
      });
      await manager.getRepository(EnrollmentEntity).save(enrollment, NO_TX);
      await this.audit.record(
        actor,
        { action: 'enrollment.activate', target: `enrollment:${id}`, before, after: standing(enrollment) },
        manager,
      );
      return enrollment;
    });
    return this.staffView(saved);
  }

  async reject(actor: AuditActor, id: number, valid: number, text: string): Promise<StaffEnrollment> {
    const saved = await inTransaction(this.enrollments.manager.connection, async (manager) => {
      const enrollment = await this.findForStaff(manager, id);
      const before = standing(enrollment);
      Object.assign(enrollment, { status: valid, rejectionText: text.trim(), updatedAt: this.clock.now() });
      await manager.getRepository(EnrollmentEntity).save(enrollment, NO_TX);
      await this.audit.record(
        actor,
        {
          action: 'enrollment.reject',
          target: `enrollment:${id}`,
          before,
          after: { ...standing(enrollment), text: enrollment.rejectionText },
        },
        manager,
      );
      return enrollment;
    });
    return this.staffView(saved);
  }

  private async staffView(enrollment: EnrollmentEntity): Promise<StaffEnrollment> {
    const account = await this.accounts.findById(enrollment.accountId);
    return toStaffEnrollment(enrollment, account?.name ?? '');
  }

  /** A page of requests, newest first: the open ones by default (`handled: true` lists the handled ones). */
  async listRequests(
    filter: { family?: ExamFamilyId; handled?: boolean; accountId?: number },
    query: PageQueryDto,
  ): Promise<Page<StaffActivationRequest>> {
    const where: FindOptionsWhere<ActivationRequestEntity> = {};
    if (filter.family) where.family = filter.family;
    if (filter.handled !== undefined) where.handled = filter.handled;
    if (filter.accountId !== undefined) where.accountId = filter.accountId;
    const { skip, take } = pageWindow(query);
    const [rows, total] = await this.requests.findAndCount({ where, order: { id: 'DESC' }, skip, take });
    return toPage(await this.requestViews(rows), total, query);
  }

  private async requestViews(rows: ActivationRequestEntity[]): Promise<StaffActivationRequest[]> {
    const names = await this.accounts.namesByIds(rows.map((r) => r.accountId));
    const accountIds = [...new Set(rows.map((r) => r.accountId))];
    const enrollments = accountIds.length ? await this.enrollments.findBy({ accountId: In(accountIds) }) : [];
    const current = new Map(enrollments.map((e) => [`${e.accountId}:${e.family}`, e]));
    return rows.map((r) => {
      const e = current.get(`${r.accountId}:${r.family}`);
      return {
        id: r.id,
        accountId: r.accountId,
        accountName: names.get(r.accountId) ?? '',
        family: r.family,
        kind: r.kind,
        text: r.text,
        createdAt: new Date(r.createdAt).toISOString(),
        current:
          e && e.status !== null
            ? {
                enrollmentId: e.id,
                valid: e.status,
                validFrom: e.validFrom,
                validTo: e.validTo,
                testsLeft: e.testsLeft,
              }
            : null,
        handled: r.handled,
        handledAt: r.handledAt === null ? null : new Date(r.handledAt).toISOString(),
        handledBy: r.handledByName,
        outcome: r.outcome,
        grantedTests: r.grantedTests,
        grantedUntil: r.grantedUntil,
        note: r.note,
      };
    });
  }

  /**
   * Handles a learner's request once: a grant ADDS tests to those left and days to the end of validity (counted
   * from the later of today and the current end) and makes the enrollment active; a dismissal changes nothing but
   * the request. Either way the request is marked handled (who, when, outcome) and leaves the open list. 409
   * `already-handled` for a second decision (also when two staff decide at once).
   */
  async handleRequest(
    actor: AuditActor,
    id: number,
    body: { decision: 'grant' | 'dismiss'; tests?: number; days?: number; note?: string },
  ): Promise<StaffActivationRequest> {
    const handled = await inTransaction(this.requests.manager.connection, async (manager) => {
      const requests = manager.getRepository(ActivationRequestEntity);
      const request = await requests.findOneBy({ id });
      if (!request) throw new ApiError(404, 'request-not-found', 'Prašymas nerastas');
      if (request.handled) throw alreadyHandled();
      const now = this.clock.now();
      let change: { before: unknown; after: unknown } = { before: null, after: null };
      let grantedTests: number | null = null;
      let grantedUntil: string | null = null;
      if (body.decision === 'grant') {
        const found = await manager.getRepository(EnrollmentEntity).findOneBy({
          accountId: request.accountId,
          family: request.family,
        });
        if (!found || found.status === null)
          throw new ApiError(409, 'not-registered', 'Mokinys šioje šeimoje neužsiregistravęs');
        const enrollment = await this.findForStaff(manager, found.id);
        const grant = grantedStanding(
          { ...enrollment, valid: enrollment.status },
          this.today(),
          body.tests ?? 0,
          body.days ?? 0,
        );
        change = { before: standing(enrollment), after: null };
        grantedTests = body.tests ?? 0;
        grantedUntil = grant.validTo;
        await this.claim(manager, request, actor, now, 'granted', grantedTests, grantedUntil, body.note);
        const enrollments = manager.getRepository(EnrollmentEntity);
        // Tests are added in SQL, so a test started meanwhile (which takes one) is not lost.
        if (grantedTests > 0) await enrollments.increment({ id: enrollment.id }, 'testsLeft', grantedTests);
        await enrollments.update(
          { id: enrollment.id },
          {
            status: STATUS_ACTIVE,
            validFrom: grant.validFrom,
            validTo: grant.validTo,
            rejectionText: null,
            updatedAt: now,
          },
        );
        change.after = standing(await enrollments.findOneByOrFail({ id: enrollment.id }));
      } else {
        await this.claim(manager, request, actor, now, 'dismissed', null, null, body.note);
      }
      await this.audit.record(
        actor,
        {
          action: body.decision === 'grant' ? 'request.grant' : 'request.dismiss',
          target: `activation-request:${id}`,
          before: { request: { handled: false }, enrollment: change.before },
          after: {
            request: { handled: true, outcome: body.decision === 'grant' ? 'granted' : 'dismissed' },
            grantedTests,
            grantedUntil,
            note: body.note ?? null,
            enrollment: change.after,
          },
        },
        manager,
      );
      return requests.findOneByOrFail({ id });
    });
    return (await this.requestViews([handled]))[0];
  }

  /** Marks the request handled, unless another decision got there first (a conditional UPDATE: atomic). */
  private async claim(
    manager: EntityManager,
    request: ActivationRequestEntity,
    actor: AuditActor,
    now: number,
    outcome: 'granted' | 'dismissed',
    grantedTests: number | null,
    grantedUntil: string | null,
    note: string | undefined,
  ): Promise<void> {
    const result = await manager.getRepository(ActivationRequestEntity).update(
      { id: request.id, handled: false },
      {
        handled: true,
        handledAt: now,
        handledBy: actor.id,
        handledByName: (await this.audit.nameOf(actor, manager)).slice(0, 200),
        outcome,
        grantedTests,
        grantedUntil,
        note: note?.trim() || null,
      },
    );
    if (result.affected !== 1) throw alreadyHandled();
  }
}

/** How long the landing shows a handled request's outcome. */
const OUTCOME_SHOWN_MS = 14 * DAY_MS;

function alreadyHandled(): ApiError {
  return new ApiError(409, 'already-handled', 'Prašymas jau išspręstas');
}

/** The audited part of an enrollment. */
function standing(e: EnrollmentEntity) {
  return { status: e.status, validFrom: e.validFrom, validTo: e.validTo, testsLeft: e.testsLeft };
}

function registrationRecord(e: EnrollmentEntity): RegistrationRecord {
  return {
    vardas: e.vardas ?? '',
    pavarde: e.pavarde ?? '',
    gdata: e.gdata ?? '',
    telefonas: e.telefonas ?? '',
    email: e.email ?? '',
    filialas: e.filialas ?? 0,
    orig_email: e.origEmail,
    tekstas: e.rejectionText,
  };
}

function toStaffEnrollment(e: EnrollmentEntity, accountName: string): StaffEnrollment {
  return {
    id: e.id,
    accountId: e.accountId,
    accountName,
    family: e.family,
    valid: e.status,
    registration: e.status === null ? null : registrationRecord(e),
    validFrom: e.validFrom,
    validTo: e.validTo,
    testsLeft: e.testsLeft,
    updatedAt: new Date(e.updatedAt).toISOString(),
  };
}
