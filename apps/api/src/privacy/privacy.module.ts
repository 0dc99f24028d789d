import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { TokensModule } from '../auth/tokens.module';
import { ErasureRequestEntity } from './erasure-request.entity';
import { MyDataController, StaffErasureController } from './privacy.controller';
import { PrivacyService } from './privacy.service';

export const PRIVACY_ENTITIES = [ErasureRequestEntity];

@Module({
  imports: [TypeOrmModule.forFeature(PRIVACY_ENTITIES), AccountsModule, TokensModule],
  controllers: [MyDataController, StaffErasureController],
  providers: [PrivacyService],
  exports: [PrivacyService],
})
export class PrivacyModule {}
