import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { COMPETITION } from '@portal/contracts';
import type { Repository } from 'typeorm';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { Clock } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { withSetupLock } from '../database/setup-lock';
import { ContestEntity } from './contest.entity';
import { ContestsService } from './contests.service';

/**
 * The sample contest's title in every language of the contract (issue 28). A named constant rather than an inline
 * literal, so the extra languages type-check whether or not LocalizedText already lists uk and pl.
 */
const SAMPLE_CONTEST_TITLE = {
  lt: 'Kelių eismo taisyklių konkursas',
  ru: 'Конкурс по ПДД',
  en: 'Highway code contest',
  uk: 'Конкурс з правил дорожнього руху',
  pl: 'Konkurs wiedzy o przepisach ruchu drogowego',
};

/**
 * SEED_ON_START: an open sample contest (KET bank, category B) when there is none, so /konkursas works out of the
 * box. Runs after the bank seed (SeedModule is imported before the family modules, and Nest calls the bootstrap
 * hooks in that order); without enough questions it is skipped with a warning.
 */
@Injectable()
export class ContestSampleSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('ContestSeed');

  constructor(
    @InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>,
    private readonly service: ContestsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedOnStart) return;
    await withSetupLock(this.contests.manager.connection, async () => {
      if ((await this.contests.count()) > 0) return;
      const now = this.clock.now();
      try {
        const created = await this.service.create(
          {
            title: SAMPLE_CONTEST_TITLE,
            family: 'ket',
            category: 'B',
            timeLimitSeconds: COMPETITION.timeLimitSeconds,
            opensAt: new Date(now - 86400_000).toISOString(),
            closesAt: new Date(now + 365 * 86400_000).toISOString(),
          },
          SYSTEM_ACTOR,
        );
        await this.service.setStatus(created.id, 'open', SYSTEM_ACTOR);
        this.logger.log(`sample contest #${created.id} open`);
      } catch (error) {
        this.logger.warn(`no sample contest: ${(error as Error).message}`);
      }
    });
  }
}
