import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  REJECTED_PREFILL_STATUSES,
  STATUS_ACTIVE,
  STATUS_PENDING,
  type ActivationRecord,
  registrationFormSchema,
  type ExamFamilyId,
  type RegistrationRecord,
  type StaffActivationRequest,
  type StaffEnrollment,
  type TimeLeft,
} from '@portal/contracts';
import { type FindOptionsWhere, LessThan, Repository } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service';
import { accountDisabled } from '../auth/account-check';
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
    const active = !account.disabled && valid === STATUS_ACTIVE;
    return {
      token: account.disabled ? 'logout' : active ? this.tokens.signAccess(account.id, account.roles) : null,
      valid,
      timeLeft: enrollment && valid === STATUS_ACTIVE ? this.timeLeft(enrollment) : null,
      ...stats,
      user: enrollment && enrollment.status !== null ? registrationRecord(enrollment) : null,
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

  /** 403 `account-disabled` unless the account exists and is enabled (for routes JwtAuthGuard does not check). */
  async requireEnabled(accountId: number): Promise<void> {
    if (!(await this.isEnabled(accountId))) throw accountDisabled();
  }

  async isEnabled(accountId: number): Promise<boolean> {
    const account = await this.accounts.accessOf(accountId);
    return !!account && !account.disabled;
  }

  /**
   * Throws 403 with a reason code unless the enrollment lets the account start a test in this family now.
   * A disabled account never gets here: JwtAuthGuard refuses it.
   */
  async requireActive(accountId: number, family: ExamFamilyId): Promise<EnrollmentEntity> {
    const enrollment = await this.find(accountId, family);
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
    return enrollment;
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
      if (existing && manager.connection.options.type === 'mysql')
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
    const saved = await this.requests.save(
      this.requests.create({
        accountId,
        family,
        kind: body.kind ?? 'activation',
        text: body.text.trim(),
        handled: false,
        createdAt: this.clock.now(),
      }),
      NO_TX,
    );
    return saved.id;
  }

  // ---- staff ----

  async list(family?: ExamFamilyId, status?: number | 'rejected'): Promise<StaffEnrollment[]> {
    const where: FindOptionsWhere<EnrollmentEntity> = {};
    if (family) where.family = family;
    if (status === 'rejected') where.status = LessThan(0);
    else if (status !== undefined) where.status = status;
    const rows = await this.enrollments.find({ where, order: { updatedAt: 'DESC', id: 'DESC' }, take: 1000 });
    const names = await this.accounts.namesByIds(rows.map((r) => r.accountId));
    return rows.map((row) => toStaffEnrollment(row, names.get(row.accountId) ?? ''));
  }

  private async findForStaff(id: number): Promise<EnrollmentEntity> {
    const enrollment = await this.enrollments.findOneBy({ id });
    if (!enrollment) throw new ApiError(404, 'enrollment-not-found', 'Registracija nerasta');
    return enrollment;
  }

  async activate(
    id: number,
    validFrom: string,
    validTo: string,
    tests: number,
    info?: string,
  ): Promise<StaffEnrollment> {
    // Real dates, validTo not before validFrom: activateEnrollmentSchema (the body's pipe).
    const enrollment = await this.findForStaff(id);
    Object.assign(enrollment, {
      status: STATUS_ACTIVE,
      validFrom,
      validTo,
      testsLeft: tests,
      info: info ?? enrollment.info,
      rejectionText: null,
      updatedAt: this.clock.now(),
    });
    return this.staffView(await this.enrollments.save(enrollment, NO_TX));
  }

  async reject(id: number, valid: number, text: string): Promise<StaffEnrollment> {
    const enrollment = await this.findForStaff(id);
    Object.assign(enrollment, { status: valid, rejectionText: text.trim(), updatedAt: this.clock.now() });
    return this.staffView(await this.enrollments.save(enrollment, NO_TX));
  }

  private async staffView(enrollment: EnrollmentEntity): Promise<StaffEnrollment> {
    const account = await this.accounts.findById(enrollment.accountId);
    return toStaffEnrollment(enrollment, account?.name ?? '');
  }

  async listRequests(family?: ExamFamilyId): Promise<StaffActivationRequest[]> {
    const rows = await this.requests.find({
      where: family ? { family } : {},
      order: { id: 'DESC' },
      take: 1000,
    });
    const names = await this.accounts.namesByIds(rows.map((r) => r.accountId));
    return rows.map((r) => ({
      id: r.id,
      accountId: r.accountId,
      accountName: names.get(r.accountId) ?? '',
      family: r.family,
      kind: r.kind,
      text: r.text,
      createdAt: new Date(r.createdAt).toISOString(),
    }));
  }
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
