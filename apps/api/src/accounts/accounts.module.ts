import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountEntity } from './account.entity';
import { AccountsService } from './accounts.service';

/** The accounts table: the entity list the data source takes from this module (app/entities.ts). */
export const ACCOUNTS_ENTITIES = [AccountEntity];

/** Accounts: who exists, their roles and identity; other modules use AccountsService, never the table. */
@Module({
  imports: [TypeOrmModule.forFeature(ACCOUNTS_ENTITIES)],
  providers: [AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
