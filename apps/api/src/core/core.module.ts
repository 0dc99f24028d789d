import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsService } from '../accounts/accounts.service';
import { TokenService } from '../auth/token.service';
import { Clock } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ENTITIES } from '../database/entities';

/** What every module needs: the validated configuration, the clock, repositories, tokens and accounts. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, clock: Clock): DynamicModule {
    return {
      module: CoreModule,
      imports: [TypeOrmModule.forFeature(ENTITIES)],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        TokenService,
        AccountsService,
      ],
      exports: [APP_CONFIG, Clock, TypeOrmModule, TokenService, AccountsService],
    };
  }
}
