import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Cron } from 'croner';
import { DataSource, In, IsNull, LessThan, LessThanOrEqual, Not } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { AuditService, SYSTEM_ACTOR } from '../audit/audit.service';
import { TokenService } from '../auth/token.service';
import { Clock } from '../clock/clock.service';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AttemptAnswerEntity } from '../exam/attempt-answer.entity';
import { AttemptEntity } from '../exam/attempt.entity';
import { LearnerQuestionEntity } from '../exam/learner-question.entity';
import { PaymentLedgerEntity } from '../payments/payment-ledger.entity';
import { PaymentOrderEntity } from '../payments/payment-order.entity';
import { ErasureRequestEntity } from './erasure-request.entity';
import { findPerson, PERSONAL_DATA } from './personal-data';

const DAY_MS = 86_400_000;

export interface PersonalDataExport {
  exportedAt: string;
  format: 'portal-personal-data';
  version: 1;
  /** Per section (PERSONAL_DATA), the person's rows. */
  sections: Record<string, Record<string, unknown>[]>;
}

export interface ErasureView {
  id: number;
  accountId: number;
  state: string;
  requestedAt: string;
  dueAt: string;
  cancelledAt: string | null;
  erasedAt: string | null;
  purgedAt: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toErasureView(row: ErasureRequestEntity): ErasureView {
  return {
    id: row.id,
    accountId: row.accountId,
    state: row.state,
    requestedAt: iso(row.requestedAt)!,
    dueAt: iso(row.dueAt)!,
    cancelledAt: iso(row.cancelledAt),
    erasedAt: iso(row.erasedAt),
    purgedAt: iso(row.purgedAt),
  };
}

/**
 * A learner's data: the export (GDPR articles 15 and 20), and the erasure (article 17) after a grace period that
 * signing in cancels; records the school must keep are held without the person until their retention ends, then
 * purged. Every step is audited. What is whose is said once, in personal-data.ts.
 */
@Injectable()
export class PrivacyService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Privacy');
  private job: Cron | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    tokens: TokenService,
  ) {
    tokens.onSignIn((accountId) => this.cancelOnSignIn(accountId));
  }

  onApplicationBootstrap(): void {
    // Hourly by default (ERASURE_SCHEDULE): erasures whose grace period ended, and kept records whose retention ended. Several instances may
    // run it together: each step is one transaction that re-reads the state it changes.
    if (!this.config.privacy.jobSchedule) return; // test instances run it by calling runDue()
    this.job = new Cron(
      this.config.privacy.jobSchedule,
      { protect: true, timezone: this.config.timeZone },
      () =>
        this.runDue().then(
          () => undefined,
          (error: unknown) => this.logger.error(`erasure job failed: ${String(error)}`),
        ),
    );
  }

  onModuleDestroy(): void {
    this.job?.stop();
  }

  private async account(accountId: number): Promise<AccountEntity> {
    const account = await this.dataSource.getRepository(AccountEntity).findOneBy({ id: accountId });
    if (!account) throw new ApiError(401, 'unauthorized', 'Reikia prisijungti');
    return account;
  }

  async exportData(accountId: number): Promise<PersonalDataExport> {
    const account = await this.account(accountId);
    return this.dataSource.transaction(async (manager) => {
      const person = await findPerson(manager, account);
      const sections: PersonalDataExport['sections'] = {};
      for (const table of Object.values(PERSONAL_DATA))
        sections[table.section] = (await table.rows(manager, person)) as Record<string, unknown>[];
      await this.audit.record(
        { id: accountId, name: `#${accountId}` },
        { action: 'privacy.export', target: `account:${accountId}` },
        manager,
      );
      return {
        exportedAt: new Date(this.clock.now()).toISOString(),
        format: 'portal-personal-data',
        version: 1,
        sections,
      };
    });
  }

  current(accountId: number): Promise<ErasureRequestEntity | null> {
    return this.dataSource
      .getRepository(ErasureRequestEntity)
      .findOne({ where: { accountId, state: 'pending' }, order: { id: 'DESC' } });
  }

  /** Asks for erasure: due after the grace period (the same request again changes nothing). */
  async request(accountId: number): Promise<ErasureRequestEntity> {
    const account = await this.account(accountId);
    if (account.roles.includes('staff'))
      throw new ApiError(409, 'staff-account', 'Darbuotojo paskyrą ištrina kitas darbuotojas');
    const pending = await this.current(accountId);
    if (pending) return pending;
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const row = manager.getRepository(ErasureRequestEntity).create({
        accountId,
        state: 'pending',
        requestedAt: now,
        dueAt: now + this.config.privacy.erasureGraceDays * DAY_MS,
        cancelledAt: null,
        erasedAt: null,
        purgedAt: null,
      });
      await manager.getRepository(ErasureRequestEntity).insert(row);
      await this.audit.record(
        { id: accountId, name: `#${accountId}` },
        {
          action: 'privacy.erasure.request',
          target: `account:${accountId}`,
          after: { dueAt: iso(row.dueAt) },
        },
        manager,
      );
      return row;
    });
  }

  /** Cancels the pending request (DELETE /api/me/erasure, or signing in); false when there was none. */
  async cancel(accountId: number, how: 'request' | 'sign-in'): Promise<boolean> {
    const pending = await this.current(accountId);
    if (!pending) return false;
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .getRepository(ErasureRequestEntity)
        .update({ id: pending.id, state: 'pending' }, { state: 'cancelled', cancelledAt: this.clock.now() });
      if (!result.affected) return false;
      await this.audit.record(
        { id: accountId, name: `#${accountId}` },
        { action: 'privacy.erasure.cancel', target: `account:${accountId}`, after: { how } },
        manager,
      );
      return true;
    });
  }

  private async cancelOnSignIn(accountId: number): Promise<void> {
    if (await this.cancel(accountId, 'sign-in'))
      this.logger.log(`erasure of account ${accountId} cancelled by sign-in`);
  }

  /** Erases now (staff, or the job once the grace period ended). */
  async erase(requestId: number, actor = SYSTEM_ACTOR): Promise<ErasureRequestEntity> {
    return this.dataSource.transaction(async (manager) => {
      const requests = manager.getRepository(ErasureRequestEntity);
      const request = await requests.findOneBy({ id: requestId });
      if (!request) throw new ApiError(404, 'not-found', 'Tokio prašymo nėra');
      if (request.state !== 'pending') return request;
      const account = await manager.getRepository(AccountEntity).findOneBy({ id: request.accountId });
      if (account) {
        const person = await findPerson(manager, account);
        for (const table of Object.values(PERSONAL_DATA)) await table.erase(manager, person);
      }
      const now = this.clock.now();
      await requests.update(request.id, { state: 'erased', erasedAt: now });
      await this.audit.record(
        actor,
        { action: 'privacy.erasure.done', target: `account:${request.accountId}` },
        manager,
      );
      return { ...request, state: 'erased', erasedAt: now };
    });
  }

  /**
   * Kept records of erased accounts whose retention ended are deleted: exam records EXAM_RECORD_RETENTION_DAYS
   * after they ended, payment records PAYMENT_RECORD_RETENTION_DAYS after they were made. An account with nothing
   * left is deleted and its request marked purged.
   */
  async purge(requestId: number): Promise<ErasureRequestEntity> {
    return this.dataSource.transaction(async (manager) => {
      const requests = manager.getRepository(ErasureRequestEntity);
      const request = await requests.findOneByOrFail({ id: requestId });
      if (request.state !== 'erased') return request;
      const accountId = request.accountId;
      const now = this.clock.now();
      const examCutoff = now - this.config.privacy.examRetentionDays * DAY_MS;
      const payCutoff = now - this.config.privacy.paymentRetentionDays * DAY_MS;
      const attempts = manager.getRepository(AttemptEntity);
      // An attempt never ended counts from its deadline.
      const old = await attempts.find({
        where: [
          { accountId, finishedAt: LessThan(examCutoff) },
          { accountId, finishedAt: IsNull(), deadlineAt: LessThan(examCutoff) },
        ],
        select: { id: true },
      });
      const oldIds = old.map((a) => a.id);
      if (oldIds.length) {
        await manager.getRepository(AttemptAnswerEntity).delete({ attemptId: In(oldIds) });
        await manager.getRepository(LearnerQuestionEntity).delete({ attemptId: In(oldIds) });
        await attempts.delete({ id: In(oldIds) });
      }
      const orders = manager.getRepository(PaymentOrderEntity);
      const oldOrders = (await orders.find({ where: { accountId, createdAt: LessThan(payCutoff) } })).map(
        (o) => o.id,
      );
      if (oldOrders.length) {
        await manager.getRepository(PaymentLedgerEntity).delete({ orderId: In(oldOrders) });
        await orders.delete({ id: In(oldOrders) });
      }
      const left =
        (await attempts.countBy({ accountId })) +
        (await orders.countBy({ accountId })) +
        (await manager.getRepository(PaymentLedgerEntity).countBy({ accountId }));
      if (oldIds.length || oldOrders.length)
        await this.audit.record(
          SYSTEM_ACTOR,
          {
            action: 'privacy.purge',
            target: `account:${accountId}`,
            after: { attempts: oldIds.length, orders: oldOrders.length, left },
          },
          manager,
        );
      if (left) return request;
      await manager.getRepository(AccountEntity).delete({ id: accountId });
      await requests.update(request.id, { state: 'purged', purgedAt: now });
      await this.audit.record(
        SYSTEM_ACTOR,
        { action: 'privacy.purge.done', target: `account:${accountId}` },
        manager,
      );
      return { ...request, state: 'purged', purgedAt: now };
    });
  }

  /** The scheduled job: due erasures, then purges. */
  async runDue(): Promise<{ erased: number; purged: number }> {
    const requests = this.dataSource.getRepository(ErasureRequestEntity);
    const due = await requests.findBy({ state: 'pending', dueAt: LessThanOrEqual(this.clock.now()) });
    for (const request of due) await this.erase(request.id);
    let purged = 0;
    for (const request of await requests.findBy({ state: 'erased' }))
      if ((await this.purge(request.id)).state === 'purged') purged++;
    return { erased: due.length, purged };
  }

  list(state?: string): Promise<ErasureRequestEntity[]> {
    return this.dataSource.getRepository(ErasureRequestEntity).find({
      where: state ? { state: state as ErasureRequestEntity['state'] } : { id: Not(IsNull()) },
      order: { id: 'DESC' },
      take: 200,
    });
  }
}
