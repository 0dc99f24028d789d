import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_LANGUAGE,
  STATUS_ACTIVE,
  STATUS_PENDING,
  type AuthUser,
  type ExamFamilyId,
  type Page,
  type StaffAccountDetail,
  type StaffAccountSummary,
  type StaffPasswordResetResponse,
} from '@portal/contracts';
import { randomInt } from 'node:crypto';
import { type EntityManager, In, Repository, type SelectQueryBuilder } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { AccountsService, type NewLocalAccount } from '../accounts/accounts.service';
import { type AuditActor, AuditService } from '../audit/audit.service';
import { OrdersService } from '../payments/orders.service';
import { EmailAccountService } from '../auth/email-account.service';
import { ApiError } from '../common/api-error';
import { type PageQueryDto, pageWindow, toPage } from '../common/paging';
import { inTransaction } from '../database/transactions';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { EnrollmentService } from '../enrollment/enrollment.service';
import { AttemptEntity } from '../exam/attempt.entity';
import { LearnerQuestionsService } from '../exam/learner-questions.service';
import { SerialQueue } from './serial-queue';
import { dialectOf } from '../database/dialect';

export interface AccountFilter {
  q?: string;
  family?: ExamFamilyId;
  status?: 'pending' | 'active' | 'rejected' | 'none';
  role?: 'learner' | 'staff';
  disabled?: boolean;
}

/** The newest rows of each list in the account drawer. */
const DETAIL_ROWS = { page: 1, pageSize: 50 };

/** Temporary passwords: 12 characters without look-alikes (0/O, 1/l/I), about 70 bits. */
const TEMP_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TEMP_LENGTH = 12;

export function temporaryPassword(): string {
  let out = '';
  for (let i = 0; i < TEMP_LENGTH; i++) out += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)];
  return out;
}

/** `LIKE` pattern for "contains `text`", with `!` as the escape character (the same on SQLite and MySQL). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * Staff work on accounts: find them, open one with its data, create one, reset a password, disable or enable, give
 * or take the staff role. Every change writes one audit row in the same transaction. At least one enabled staff
 * account always remains (409 `last-staff`).
 */
@Injectable()
export class StaffAccountsService {
  /** SQLite has no concurrent transactions here: the last-staff check and its write run one at a time. */
  private readonly staffChanges = new SerialQueue();

  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    @InjectRepository(EnrollmentEntity) private readonly enrollments: Repository<EnrollmentEntity>,
    @InjectRepository(AttemptEntity) private readonly attempts: Repository<AttemptEntity>,
    private readonly accountsService: AccountsService,
    private readonly enrollment: EnrollmentService,
    private readonly learnerQuestions: LearnerQuestionsService,
    private readonly emailAccounts: EmailAccountService,
    private readonly audit: AuditService,
    private readonly orders: OrdersService,
  ) {}

  async list(filter: AccountFilter, query: PageQueryDto): Promise<Page<StaffAccountSummary>> {
    const { skip, take } = pageWindow(query);
    const builder = this.accounts.createQueryBuilder('a');
    this.applyFilter(builder, filter);
    const [rows, total] = await builder.orderBy('a.id', 'DESC').skip(skip).take(take).getManyAndCount();
    return toPage(await this.summaries(rows), total, query);
  }

  private applyFilter(builder: SelectQueryBuilder<AccountEntity>, filter: AccountFilter): void {
    const q = filter.q?.trim();
    if (q) {
      builder.andWhere(
        `(LOWER(a.name) LIKE :q ESCAPE '!' OR LOWER(a.username) LIKE :q ESCAPE '!' OR LOWER(a.email) LIKE :q ESCAPE '!'
          OR EXISTS (SELECT 1 FROM enrollments eq WHERE eq.account_id = a.id AND (LOWER(eq.email) LIKE :q ESCAPE '!'
            OR LOWER(eq.vardas) LIKE :q ESCAPE '!' OR LOWER(eq.pavarde) LIKE :q ESCAPE '!')))`,
        { q: containsPattern(q) },
      );
    }
    if (filter.role === 'staff') builder.andWhere("a.roles LIKE '%staff%'");
    if (filter.role === 'learner') builder.andWhere("a.roles NOT LIKE '%staff%'");
    if (filter.disabled !== undefined)
      builder.andWhere('a.disabled = :disabled', { disabled: filter.disabled });
    if (filter.family || filter.status) {
      const family = filter.family ? 'ef.family = :family AND ' : '';
      const status =
        filter.status === 'pending'
          ? `ef.status = ${STATUS_PENDING}`
          : filter.status === 'active'
            ? `ef.status = ${STATUS_ACTIVE}`
            : filter.status === 'rejected'
              ? 'ef.status < 0'
              : 'ef.status IS NOT NULL';
      const exists = `EXISTS (SELECT 1 FROM enrollments ef WHERE ef.account_id = a.id AND ${family}${status})`;
      builder.andWhere(filter.status === 'none' ? `NOT ${exists}` : exists, { family: filter.family });
    }
  }

  private async summaries(rows: AccountEntity[]): Promise<StaffAccountSummary[]> {
    const ids = rows.map((r) => r.id);
    const enrollments = ids.length
      ? await this.enrollments.find({
          select: { accountId: true, family: true, status: true },
          where: { accountId: In(ids) },
          order: { family: 'ASC' },
        })
      : [];
    return rows.map((a) => ({
      id: a.id,
      username: a.username,
      name: a.name,
      email: a.email,
      provider: a.provider,
      roles: a.roles,
      disabled: a.disabled,
      createdAt: new Date(a.createdAt).toISOString(),
      families: enrollments
        .filter((e) => e.accountId === a.id && e.status !== null)
        .map((e) => ({ family: e.family, valid: e.status })),
    }));
  }

  async detail(id: number): Promise<StaffAccountDetail> {
    const account = await this.find(this.accounts.manager, id);
    const [summary] = await this.summaries([account]);
    const attempts = await this.attempts.find({
      select: { id: true, family: true, startedAt: true, finishedAt: true, correct: true, total: true },
      where: { accountId: id },
      order: { id: 'DESC' },
      take: DETAIL_ROWS.pageSize,
    });
    return {
      ...summary,
      enrollments: (await this.enrollment.list({ accountId: id }, DETAIL_ROWS)).items,
      attempts: attempts.map((t) => ({
        id: t.id,
        family: t.family,
        startedAt: new Date(t.startedAt).toISOString(),
        finishedAt: t.finishedAt === null ? null : new Date(t.finishedAt).toISOString(),
        correct: t.correct,
        total: t.total,
      })),
      requests: (await this.enrollment.listRequests({ accountId: id }, DETAIL_ROWS)).items,
      questions: (await this.learnerQuestions.list({ accountId: id }, DETAIL_ROWS)).items,
      orders: await this.orders.mine(id),
    };
  }

  async create(actor: AuditActor, input: NewLocalAccount): Promise<AuthUser> {
    const account = await inTransaction(this.accounts.manager.connection, async (manager) => {
      const created = await this.accountsService.createLocal(input, manager);
      await this.audit.record(
        actor,
        { action: 'account.create', target: `account:${created.id}`, after: publicState(created) },
        manager,
      );
      return created;
    });
    return this.accountsService.toAuthUser(account);
  }

  /**
   * `link`: a one-time reset link e-mailed to the account's address (SMTP configured, an address, enabled).
   * `temporary`: a new random password, answered this once; the account's open reset links stop working.
   * Only local accounts have a password (409 `no-password` for a social sign-in).
   */
  async resetPassword(
    actor: AuditActor,
    id: number,
    mode: 'link' | 'temporary',
  ): Promise<StaffPasswordResetResponse> {
    const account = await this.find(this.accounts.manager, id);
    if (account.provider !== 'local' || account.passwordHash === null)
      throw new ApiError(409, 'no-password', 'Paskyra jungiasi per socialinį tinklą: slaptažodžio neturi');
    if (mode === 'link') {
      if (!this.emailAccounts.available)
        throw new ApiError(409, 'email-not-configured', 'El. laiškų siuntimas neįjungtas');
      if (!account.email) throw new ApiError(409, 'no-email', 'Paskyra neturi el. pašto adreso');
      if (account.disabled) throw new ApiError(409, 'account-disabled', 'Paskyra išjungta');
      await this.audit.record(actor, {
        action: 'account.password-reset',
        target: `account:${id}`,
        after: { mode, sentTo: account.email },
      });
      await this.emailAccounts.sendResetLink(
        { id, username: account.username, email: account.email },
        DEFAULT_LANGUAGE,
      );
      return { mode, sentTo: account.email };
    }
    const password = temporaryPassword();
    const passwordHash = await this.accountsService.hashPassword(password);
    await inTransaction(this.accounts.manager.connection, async (manager) => {
      // Ends the account's sessions too (its token version goes up).
      await this.accountsService.setPasswordHash(id, passwordHash, manager);
      await this.audit.record(
        actor,
        { action: 'account.password-reset', target: `account:${id}`, after: { mode } },
        manager,
      );
    });
    await this.emailAccounts.endResetLinks(id);
    return { mode, temporaryPassword: password };
  }

  /** Disabling makes the account's next `check` answer token 'logout' and refuses sign-in and tests. */
  setDisabled(actor: AuditActor, id: number, disabled: boolean): Promise<AuthUser> {
    return this.changeStaffSafely(actor, id, (account) => ({
      action: disabled ? 'account.disable' : 'account.enable',
      apply: { disabled },
      losesStaff: disabled && !account.disabled && isStaff(account),
    }));
  }

  setStaffRole(actor: AuditActor, id: number, staff: boolean): Promise<AuthUser> {
    return this.changeStaffSafely(actor, id, (account) => {
      const roles = staff
        ? [...new Set([...account.roles, 'staff' as const])]
        : account.roles.filter((r) => r !== 'staff');
      return {
        action: staff ? 'account.staff-grant' : 'account.staff-revoke',
        apply: { roles: roles.length ? roles : ['learner'] },
        losesStaff: !staff && isStaff(account) && !account.disabled,
      };
    });
  }

  /**
   * One change of an account that may leave the school without staff: refused (409 `last-staff`) when it takes
   * the last enabled staff account away. On MySQL the staff rows are locked (by primary key, in id order) in the
   * change's transaction, so two staff taking each other's role at once cannot both pass; on SQLite the changes
   * run one at a time in this process.
   */
  private changeStaffSafely(
    actor: AuditActor,
    id: number,
    plan: (account: AccountEntity) => {
      action: string;
      apply: Partial<Pick<AccountEntity, 'disabled' | 'roles'>>;
      losesStaff: boolean;
    },
  ): Promise<AuthUser> {
    const run = () =>
      inTransaction(this.accounts.manager.connection, async (manager) => {
        const repository = manager.getRepository(AccountEntity);
        const staffIds = (
          await repository
            .createQueryBuilder('a')
            .select('a.id', 'id')
            .where("a.roles LIKE '%staff%'")
            .getRawMany<{ id: number }>()
        ).map((r) => Number(r.id));
        const lockIds = [...new Set([...staffIds, id])].sort((x, y) => x - y);
        const locked = await repository.find({
          where: { id: In(lockIds) },
          order: { id: 'ASC' },
          ...dialectOf(manager).writeLock,
        });
        const account = locked.find((a) => a.id === id);
        if (!account) throw new ApiError(404, 'account-not-found', 'Paskyra nerasta');
        const change = plan(account);
        const othersEnabledStaff = locked.filter((a) => a.id !== id && isStaff(a) && !a.disabled).length;
        if (change.losesStaff && othersEnabledStaff === 0)
          throw new ApiError(409, 'last-staff', 'Tai paskutinė darbuotojo paskyra: ją palikite įjungtą');
        const before = publicState(account);
        Object.assign(account, change.apply);
        await repository.update({ id }, change.apply);
        await this.audit.record(
          actor,
          { action: change.action, target: `account:${id}`, before, after: publicState(account) },
          manager,
        );
        return this.accountsService.toAuthUser(account);
      });
    return dialectOf(this.accounts.manager).concurrentTransactions ? run() : this.staffChanges.run(run);
  }

  private async find(manager: EntityManager, id: number): Promise<AccountEntity> {
    const account = await manager.getRepository(AccountEntity).findOneBy({ id });
    if (!account) throw new ApiError(404, 'account-not-found', 'Paskyra nerasta');
    return account;
  }
}

function isStaff(account: Pick<AccountEntity, 'roles'>): boolean {
  return account.roles.includes('staff');
}

/** What the audit keeps of an account (never a password hash). */
function publicState(a: AccountEntity) {
  return { username: a.username, name: a.name, email: a.email, roles: a.roles, disabled: a.disabled };
}
