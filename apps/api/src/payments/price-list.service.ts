import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  type ExamFamilyId,
  type PriceEntry,
  type PurchaseDuration,
  type SetPriceRequest,
} from '@portal/contracts';
import type { DataSource, Repository } from 'typeorm';
import { type AuditActor, AuditService } from '../audit/audit.service';
import { Clock } from '../clock/clock.service';
import { FieldValidationError } from '../common/api-error';
import { APP_CONFIG, type AppConfig, offeredExamFamilies } from '../config/app-config';
import { inTransaction } from '../database/transactions';
import { SwitchesService } from '../switches/switches.service';
import { DEFAULT_PRICES, PAYMENT_CURRENCY, PURCHASE_DURATIONS } from './payment-constants';
import { PaymentPriceEntity } from './payment-price.entity';

/** What may be bought and for how much: per family and duration, the defaults unless staff set a price. */
@Injectable()
export class PriceListService {
  constructor(
    @InjectRepository(PaymentPriceEntity) private readonly prices: Repository<PaymentPriceEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly switches: SwitchesService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The enrolled families learners may buy now: offered by the deployment and switched on. */
  async sellableFamilies(): Promise<ExamFamilyId[]> {
    const enabled = new Set<string>(await this.switches.enabledFamilies());
    return offeredExamFamilies(this.config).filter((f) => enabled.has(f));
  }

  /** 400 naming `family` unless it can be bought now. */
  async requireSellable(family: string): Promise<ExamFamilyId> {
    const families = await this.sellableFamilies();
    if (!(families as string[]).includes(family))
      throw FieldValidationError.of('family', 'format', 'Ši testų rūšis neparduodama');
    return family as ExamFamilyId;
  }

  async list(families: readonly ExamFamilyId[]): Promise<PriceEntry[]> {
    const rows = await this.prices.find();
    const set = new Map(rows.map((r) => [`${r.family}:${r.duration}`, r]));
    return families.flatMap((family) =>
      PURCHASE_DURATIONS.map((duration) => this.entry(family, duration, set.get(`${family}:${duration}`))),
    );
  }

  async price(family: ExamFamilyId, duration: PurchaseDuration): Promise<PriceEntry> {
    return this.entry(family, duration, await this.prices.findOneBy({ family, duration }));
  }

  private entry(
    family: ExamFamilyId,
    duration: PurchaseDuration,
    row: PaymentPriceEntity | null | undefined,
  ): PriceEntry {
    const base = row ?? DEFAULT_PRICES[duration];
    return {
      family,
      duration,
      amountCents: base.amountCents,
      currency: PAYMENT_CURRENCY,
      days: base.days,
      tests: base.tests,
    };
  }

  /** Sets one entry; the audit row commits with it. Orders already made keep their snapshot. */
  async set(body: SetPriceRequest, actor: AuditActor): Promise<PriceEntry> {
    const family = await this.requireOffered(body.family);
    return inTransaction(this.dataSource, async (manager) => {
      const repository = manager.getRepository(PaymentPriceEntity);
      const before = this.entry(
        family,
        body.duration,
        await repository.findOneBy({ family, duration: body.duration }),
      );
      await repository.save({
        family,
        duration: body.duration,
        amountCents: body.amountCents,
        days: body.days,
        tests: body.tests,
        updatedAt: this.clock.now(),
      });
      const after = { ...before, amountCents: body.amountCents, days: body.days, tests: body.tests };
      await this.audit.record(
        actor,
        { action: 'payments.price.set', target: `${family}:${body.duration}`, before, after },
        manager,
      );
      return after;
    });
  }

  private async requireOffered(family: string): Promise<ExamFamilyId> {
    if (!(offeredExamFamilies(this.config) as string[]).includes(family))
      throw FieldValidationError.of('family', 'format', 'Ši testų rūšis nesiūloma');
    return family as ExamFamilyId;
  }
}
