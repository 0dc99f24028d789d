import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { STATUS_ACTIVE, STATUS_PENDING } from '@portal/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../clock/clock.service';
import { FieldValidationError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { inTransaction } from '../database/transactions';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { addDays, laterDate } from './dates';
import { PaymentLedgerEntity } from './payment-ledger.entity';
import { PaymentOrderEntity } from './payment-order.entity';
import { dialectOf } from '../database/dialect';

/** States from which a provider's "paid" is taken (a learner may cancel and still pay in the other tab). */
const PAYABLE_STATES = ['created', 'pending', 'cancelled', 'expired'] as const;

export type FulfilmentOutcome = 'paid' | 'already-done' | 'needs-review';

export interface ConfirmedPayment {
  orderId: number;
  amountCents: number;
  currency: string;
  providerRef: string | null;
}

/**
 * Turns a confirmed payment into access, exactly once per order. On MySQL the order row is locked (SELECT ... FOR
 * UPDATE) for the whole transaction and the state moves by a conditional UPDATE, so concurrent callbacks queue
 * and the later ones find it paid. On SQLite (one process, one connection, no nested transactions) the same
 * steps run one payment at a time in this process. The ledger's unique (order, kind) is the last guard.
 */
@Injectable()
export class FulfilmentService {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  private get dialect() {
    return dialectOf(this.dataSource);
  }

  /** Runs payment work one at a time on SQLite; on MySQL the row locks order it. */
  serial<T>(work: () => Promise<T>): Promise<T> {
    if (this.dialect.concurrentTransactions) return work();
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Locks and reads an order (MySQL: FOR UPDATE until the transaction ends). */
  async lockOrder(manager: EntityManager, id: number): Promise<PaymentOrderEntity | null> {
    return manager.getRepository(PaymentOrderEntity).findOne({
      where: { id },
      ...this.dialect.writeLock,
    });
  }

  async lockEnrollment(manager: EntityManager, order: PaymentOrderEntity): Promise<EnrollmentEntity | null> {
    const repository = manager.getRepository(EnrollmentEntity);
    const found = await repository.findOneBy({ accountId: order.accountId, family: order.family });
    if (!found || !this.dialect.rowLocks) return found;
    return repository.findOne({ where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Moves the order from one of `from` to `to`; false when another request moved it first. */
  async moveState(
    manager: EntityManager,
    id: number,
    from: readonly string[],
    changes: Partial<PaymentOrderEntity>,
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(PaymentOrderEntity)
      .set({ ...changes, updatedAt: this.clock.now() })
      .where('id = :id', { id })
      .andWhere('state IN (:...from)', { from })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async fulfil(payment: ConfirmedPayment): Promise<FulfilmentOutcome> {
    return this.serial(() =>
      inTransaction(this.dataSource, async (manager) => {
        const order = await this.lockOrder(manager, payment.orderId);
        if (!order) throw FieldValidationError.of('orderid', 'format', 'Nežinomas užsakymas');
        if (!(PAYABLE_STATES as readonly string[]).includes(order.state)) return 'already-done';
        const review = (reason: string) =>
          this.moveState(manager, order.id, PAYABLE_STATES, {
            state: 'needs-review',
            reviewReason: reason,
            providerRef: payment.providerRef,
          }).then((moved) => (moved ? 'needs-review' : 'already-done'));
        if (payment.amountCents !== order.amountCents || payment.currency !== order.currency)
          return review(
            `paid ${payment.amountCents} ${payment.currency}, ordered ${order.amountCents} ${order.currency}`,
          );
        const enrollment = await this.lockEnrollment(manager, order);
        const status = enrollment?.status ?? null;
        if (!enrollment || (status !== STATUS_ACTIVE && status !== STATUS_PENDING))
          return review(`enrolment status ${status === null ? 'none' : status}: access not granted`);

        const today = this.clock.today(this.config.timeZone);
        const current = enrollment.validTo && enrollment.validTo >= today ? enrollment.validTo : null;
        const validToAfter = addDays(laterDate(today, current), order.days);
        const now = this.clock.now();
        const moved = await this.moveState(manager, order.id, PAYABLE_STATES, {
          state: 'paid',
          paidAt: now,
          validToBefore: enrollment.validTo,
          validToAfter,
          providerRef: payment.providerRef,
        });
        if (!moved) return 'already-done';
        await manager.getRepository(EnrollmentEntity).update(enrollment.id, {
          status: STATUS_ACTIVE,
          validFrom: current && enrollment.validFrom ? enrollment.validFrom : today,
          validTo: validToAfter,
          testsLeft: Math.max(0, enrollment.testsLeft) + order.tests,
          updatedAt: now,
        });
        await manager.getRepository(PaymentLedgerEntity).insert({
          orderId: order.id,
          kind: 'payment',
          accountId: order.accountId,
          family: order.family,
          amountCents: order.amountCents,
          currency: order.currency,
          days: order.days,
          tests: order.tests,
          validToBefore: enrollment.validTo,
          validToAfter,
          at: now,
        });
        return 'paid';
      }),
    );
  }
}
