import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  STATUS_ACTIVE,
  STATUS_PENDING,
  type CreateOrderResponse,
  type ExamFamilyId,
  type LearnerOrder,
  type OrderState,
  type Page,
  type PurchaseDuration,
  type Receipt,
  type StaffOrder,
} from '@portal/contracts';
import { In, LessThan, type DataSource, type Repository } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { type AuditActor, AuditService } from '../audit/audit.service';
import { Clock } from '../clock/clock.service';
import { ApiError } from '../common/api-error';
import { type PageQueryDto, pageWindow, toPage } from '../common/paging';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { inTransaction } from '../database/transactions';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { addDays } from './dates';
import { FulfilmentService } from './fulfilment.service';
import { PAYMENT_CURRENCY } from './payment-constants';
import { PaymentLedgerEntity } from './payment-ledger.entity';
import { PaymentOrderEntity } from './payment-order.entity';
import { PriceListService } from './price-list.service';
import { paymentUrl, providerLanguage, signRequest, WEBTOPAY_VERSION } from './webtopay';

/** An order not paid within this time is shown as expired (a later "paid" from the provider is still taken). */
export const ORDER_EXPIRY_MS = 24 * 3600 * 1000;
const MY_ORDERS_LIMIT = 50;

/** Orders: made by learners at the server's price, listed with their receipts, refunded by staff. */
@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(PaymentOrderEntity) private readonly orders: Repository<PaymentOrderEntity>,
    @InjectRepository(PaymentLedgerEntity) private readonly ledger: Repository<PaymentLedgerEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prices: PriceListService,
    private readonly fulfilment: FulfilmentService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** A new order at the price list's price, and the provider's address to send the learner to. */
  async create(
    accountId: number,
    body: { family: string; duration: PurchaseDuration; language?: string },
    /** The Origin of the page that started the payment: the learner returns there when it is the portal's. */
    origin?: string,
  ): Promise<CreateOrderResponse> {
    const paysera = this.config.paysera;
    if (!paysera) throw new ApiError(409, 'payments-unavailable', 'Mokėjimai neprieinami');
    const family = await this.prices.requireSellable(body.family);
    const enrollment = await this.dataSource.getRepository(EnrollmentEntity).findOneBy({ accountId, family });
    const status = enrollment?.status ?? null;
    if (status === null) throw new ApiError(409, 'not-registered', 'Pirmiausia užsiregistruokite');
    if (status !== STATUS_ACTIVE && status !== STATUS_PENDING)
      throw new ApiError(409, 'rejected', 'Registracija atmesta');
    const price = await this.prices.price(family, body.duration);
    const now = this.clock.now();
    const order = await this.orders.save(
      this.orders.create({
        accountId,
        family,
        duration: body.duration,
        amountCents: price.amountCents,
        currency: price.currency,
        days: price.days,
        tests: price.tests,
        state: 'created',
        test: paysera.test,
        createdAt: now,
        updatedAt: now,
        paidAt: null,
        validToBefore: null,
        validToAfter: null,
        reviewReason: null,
        providerRef: null,
        refundReason: null,
        refundedAt: null,
      }),
    );
    // Back to the address the learner started from (their session lives there) when it is one of the portal's
    // addresses, else PUBLIC_URL. The cancel goes through the API, which records it even when the page that
    // comes back has no session (issue 25 item 8).
    const base = origin && this.config.portalOrigins.includes(origin) ? origin : this.config.publicUrl;
    const back = `${base}/moketi?order=${order.id}`;
    const request = signRequest(
      {
        projectid: paysera.projectId,
        orderid: String(order.id),
        amount: String(order.amountCents),
        currency: order.currency,
        accepturl: `${back}&result=accept`,
        cancelurl: `${base}/api/payments/orders/${order.id}/cancelled?sig=${this.cancelSignature(order.id)}`,
        callbackurl: `${this.config.publicUrl}/api/payments/paysera/callback`,
        lang: providerLanguage(body.language),
        test: paysera.test ? '1' : '0',
        version: WEBTOPAY_VERSION,
      },
      paysera.signPassword,
    );
    await this.fulfilment.moveState(this.dataSource.manager, order.id, ['created'], { state: 'pending' });
    return { orderId: order.id, redirectUrl: paymentUrl(paysera.payUrl, request) };
  }

  /** Signs an order's cancel address, so that only the provider's redirect (not a guess) can cancel it. */
  cancelSignature(id: number): string {
    return createHmac('sha256', this.config.paysera?.signPassword ?? '')
      .update(`cancel:${id}`)
      .digest('base64url');
  }

  /**
   * The provider sent the learner back through the cancel address: the order is cancelled if still open, with or
   * without a session in the page that comes back. False when the signature is not the order's.
   */
  async cancelReturn(id: number, signature: string): Promise<boolean> {
    const expected = Buffer.from(this.cancelSignature(id));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    await this.fulfilment.moveState(this.dataSource.manager, id, ['created', 'pending'], {
      state: 'cancelled',
    });
    return true;
  }

  /** The learner came back through the cancel address: a pending order is cancelled (a later payment still counts). */
  async cancel(accountId: number, id: number): Promise<LearnerOrder> {
    const order = await this.ownOrder(accountId, id);
    await this.fulfilment.moveState(this.dataSource.manager, order.id, ['created', 'pending'], {
      state: 'cancelled',
    });
    return this.one(accountId, id);
  }

  async mine(accountId: number): Promise<LearnerOrder[]> {
    await this.expireOld();
    const rows = await this.orders.find({
      where: { accountId },
      order: { id: 'DESC' },
      take: MY_ORDERS_LIMIT,
    });
    return this.withReceipts(rows);
  }

  async one(accountId: number, id: number): Promise<LearnerOrder> {
    await this.expireOld();
    const [order] = await this.withReceipts([await this.ownOrder(accountId, id)]);
    return order;
  }

  private async ownOrder(accountId: number, id: number): Promise<PaymentOrderEntity> {
    const order = await this.orders.findOneBy({ id });
    // another learner's order is answered like a missing one
    if (!order || order.accountId !== accountId)
      throw new ApiError(404, 'order-not-found', 'Užsakymas nerastas');
    return order;
  }

  async staffList(query: PageQueryDto & { state?: OrderState }): Promise<Page<StaffOrder>> {
    await this.expireOld();
    const { skip, take } = pageWindow(query);
    const [rows, total] = await this.orders.findAndCount({
      where: query.state ? { state: query.state } : {},
      order: { id: 'DESC' },
      skip,
      take,
    });
    const names = await this.accountNames(rows.map((r) => r.accountId));
    const items = (await this.withReceipts(rows)).map((order, i) => ({
      ...order,
      accountId: rows[i].accountId,
      accountName: names.get(rows[i].accountId) ?? '',
      reviewReason: rows[i].reviewReason,
      refundReason: rows[i].refundReason,
      refundedAt: rows[i].refundedAt,
    }));
    return toPage(items, total, query);
  }

  /**
   * Staff record a refund (the money goes back in the provider's console): the access and tests the order granted
   * are taken back (the end date moves back by its days, which ends it when that is in the past). Audited.
   */
  async refund(id: number, reason: string, actor: AuditActor): Promise<StaffOrder> {
    await this.fulfilment.serial(() =>
      inTransaction(this.dataSource, async (manager) => {
        const order = await this.fulfilment.lockOrder(manager, id);
        if (!order) throw new ApiError(404, 'order-not-found', 'Užsakymas nerastas');
        if (order.state !== 'paid')
          throw new ApiError(409, 'not-paid', 'Grąžinti galima tik apmokėtą užsakymą');
        const enrollment = await this.fulfilment.lockEnrollment(manager, order);
        const now = this.clock.now();
        const before = enrollment ? { validTo: enrollment.validTo, testsLeft: enrollment.testsLeft } : null;
        let after = before;
        if (enrollment?.validTo) {
          const payment = await manager
            .getRepository(PaymentLedgerEntity)
            .findOneBy({ orderId: order.id, kind: 'payment' });
          after = {
            validTo: addDays(enrollment.validTo, -order.days - startDayOf(payment, order.days)),
            testsLeft: Math.max(0, enrollment.testsLeft - order.tests),
          };
          await manager.getRepository(EnrollmentEntity).update(enrollment.id, { ...after, updatedAt: now });
        }
        const moved = await this.fulfilment.moveState(manager, order.id, ['paid'], {
          state: 'refunded',
          refundReason: reason,
          refundedAt: now,
        });
        if (!moved) throw new ApiError(409, 'not-paid', 'Grąžinti galima tik apmokėtą užsakymą');
        await manager.getRepository(PaymentLedgerEntity).insert({
          orderId: order.id,
          kind: 'refund',
          accountId: order.accountId,
          family: order.family,
          amountCents: -order.amountCents,
          currency: order.currency,
          days: -order.days,
          tests: -order.tests,
          validToBefore: before?.validTo ?? null,
          validToAfter: after?.validTo ?? null,
          at: now,
        });
        await this.audit.record(
          actor,
          {
            action: 'payments.order.refund',
            target: `order:${order.id}`,
            before: { state: order.state, enrollment: before },
            after: { state: 'refunded', reason, enrollment: after },
          },
          manager,
        );
      }),
    );
    const page = await this.staffListOne(id);
    return page;
  }

  private async staffListOne(id: number): Promise<StaffOrder> {
    const row = await this.orders.findOneByOrFail({ id });
    const [order] = await this.withReceipts([row]);
    const names = await this.accountNames([row.accountId]);
    return {
      ...order,
      accountId: row.accountId,
      accountName: names.get(row.accountId) ?? '',
      reviewReason: row.reviewReason,
      refundReason: row.refundReason,
      refundedAt: row.refundedAt,
    };
  }

  /** Unpaid orders older than ORDER_EXPIRY_MS are marked expired when someone looks. */
  private async expireOld(): Promise<void> {
    await this.orders.update(
      { state: In(['created', 'pending']), createdAt: LessThan(this.clock.now() - ORDER_EXPIRY_MS) },
      { state: 'expired', updatedAt: this.clock.now() },
    );
  }

  private async accountNames(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const accounts = await this.dataSource
      .getRepository(AccountEntity)
      .find({ where: { id: In([...new Set(ids)]) }, select: { id: true, name: true } });
    return new Map(accounts.map((a) => [a.id, a.name]));
  }

  private async withReceipts(rows: PaymentOrderEntity[]): Promise<LearnerOrder[]> {
    const ids = rows.filter((r) => r.paidAt !== null).map((r) => r.id);
    const payments = ids.length ? await this.ledger.findBy({ orderId: In(ids), kind: 'payment' }) : [];
    const byOrder = new Map(payments.map((p) => [p.orderId, p]));
    const names = await this.accountNames(payments.map((p) => p.accountId));
    return rows.map((row) => {
      const entry = byOrder.get(row.id);
      return {
        id: row.id,
        family: row.family,
        duration: row.duration,
        amountCents: row.amountCents,
        currency: row.currency,
        days: row.days,
        tests: row.tests,
        state: row.state,
        createdAt: row.createdAt,
        paidAt: row.paidAt,
        validTo: row.validToAfter,
        receipt: entry ? this.receipt(row, entry, names.get(entry.accountId) ?? '') : null,
      };
    });
  }

  private receipt(order: PaymentOrderEntity, entry: PaymentLedgerEntity, buyer: string): Receipt {
    const { vatRate } = this.config.seller;
    return {
      number: entry.id,
      date: new Intl.DateTimeFormat('en-CA', { timeZone: this.config.timeZone }).format(new Date(entry.at)),
      seller: this.config.seller.name,
      sellerDetails: this.config.seller.details,
      buyer,
      family: order.family as ExamFamilyId,
      duration: order.duration,
      days: order.days,
      tests: order.tests,
      amountCents: order.amountCents,
      currency: order.currency || PAYMENT_CURRENCY,
      vatRate,
      // prices include VAT: the VAT part of a gross amount
      vatCents: vatRate === null ? null : Math.round((order.amountCents * vatRate) / (100 + vatRate)),
    };
  }
}

/**
 * 1 when the refunded grant counted from the day it was paid (the learner had no access then): fulfilment gives
 * "today plus the order's days", so taking back only the days would still leave the payment day itself. 0 when the
 * grant extended an access that was running.
 */
function startDayOf(payment: PaymentLedgerEntity | null, days: number): number {
  if (!payment?.validToAfter) return 0;
  const base = addDays(payment.validToAfter, -days);
  return payment.validToBefore === null || payment.validToBefore < base ? 1 : 0;
}
