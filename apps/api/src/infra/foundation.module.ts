import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Clock } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * The validated configuration and the clock, for every module: infrastructure only. No tables and no domain
 * services here (each domain module registers its own entities and exports its own services).
 */
@Global()
@Module({})
export class FoundationModule {
  static forRoot(config: AppConfig, clock: Clock): DynamicModule {
    return {
      module: FoundationModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
      ],
      exports: [APP_CONFIG, Clock],
    };
  }
}
