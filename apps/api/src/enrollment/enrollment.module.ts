import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { TokensModule } from '../auth/tokens.module';
import { ActivationRequestEntity } from './activation-request.entity';
import { EnrollmentEntity } from './enrollment.entity';
import { EnrollmentService } from './enrollment.service';

export const ENROLLMENT_ENTITIES = [EnrollmentEntity, ActivationRequestEntity];

/** Enrolments and activation requests: a learner's standing in a family (registration, tests left, validity). */
@Module({
  imports: [TypeOrmModule.forFeature(ENROLLMENT_ENTITIES), AccountsModule, TokensModule],
  providers: [EnrollmentService],
  exports: [EnrollmentService],
})
export class EnrollmentModule {}
