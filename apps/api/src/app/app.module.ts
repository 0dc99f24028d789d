import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FAMILY_DEFINITIONS, type FamilyDefinition } from '@portal/contracts';
import type { DestinationStream, Logger } from 'pino';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { BackupsModule } from '../backups/backups.module';
import { BanksModule } from '../banks/banks.module';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { RolesGuard } from '../auth/roles.guard';
import { Clock } from '../clock/clock.service';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { openDataSource } from '../database/open-data-source';
import { FamiliesController } from '../families/families.controller';
import { familyModule } from '../families/family-module';
import { HealthController } from '../health/health.controller';
import { LearningModule } from '../learning/learning.module';
import { MetricsModule } from '../metrics/metrics.module';
import { ShutdownState } from '../health/shutdown-state';
import { PaymentsModule } from '../payments/payments.module';
import { PrivacyModule } from '../privacy/privacy.module';
import { SeedModule } from '../seed/seed.module';
import { StaffModule } from '../staff/staff.module';
import { StatisticsModule } from '../statistics/statistics.module';
import { SwitchesModule } from '../switches/switches.module';
import { createRootLogger, RequestLoggingModule } from './request-logging';
import { RedisModule } from '../infra/redis.module';
import { FoundationModule } from '../infra/foundation.module';
import { AccountsModule } from '../accounts/accounts.module';
import { TokensModule } from '../auth/tokens.module';
import { ENTITIES } from './entities';
import { RateLimitModule } from '../infra/rate-limit/rate-limits';

export interface AppOptions {
  /** Tests pass a FakeClock to move time without sleeping. */
  clock?: Clock;
  /** The families to route (default: FAMILY_DEFINITIONS); a test adds one to prove a definition is enough. */
  definitions?: readonly FamilyDefinition[];
  /** Where the JSON log lines go (default: standard output); tests read them. */
  logDestination?: DestinationStream;
  /** The root logger, when the caller made it already (createApp gives it to Fastify too). */
  logger?: Logger;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        RequestLoggingModule.forRoot(options.logger ?? createRootLogger(config, options.logDestination)),
        FoundationModule.forRoot(config, options.clock ?? new Clock()),
        RedisModule,
        RateLimitModule,
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...dataSourceOptions(config, ENTITIES), retryAttempts: 2, retryDelay: 1000 }),
          dataSourceFactory: (options) => openDataSource(config, options!),
        }),
        TerminusModule.forRoot({ logger: false }),
        // The global guards (below) check tokens and accounts.
        AccountsModule,
        TokensModule,
        AuditModule,
        SwitchesModule,
        AuthModule,
        StaffModule,
        BanksModule,
        StatisticsModule,
        SeedModule,
        PaymentsModule,
        BackupsModule,
        MetricsModule,
        PrivacyModule,
        LearningModule,
        ...(options.definitions ?? FAMILY_DEFINITIONS).flatMap((def) => familyModule(def) ?? []),
      ],
      controllers: [FamiliesController, HealthController],
      providers: [
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
        ShutdownState,
      ],
    };
  }
}
