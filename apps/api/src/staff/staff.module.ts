import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { AttemptEntity } from '../exam/attempt.entity';
import { AuthModule } from '../auth/auth.module';
import { ExamModule } from '../exam/exam.module';
import { PaymentsModule } from '../payments/payments.module';
import { StaffAccountsService } from './staff-accounts.service';
import { StaffAuditService } from './staff-audit.service';
import { StaffController } from './staff.controller';

@Module({
  imports: [
    // Staff's lists read other modules' tables through repositories of their own: known cross-module reads,
    // listed in app/layers.spec.ts (to move behind the owners' services).
    TypeOrmModule.forFeature([AccountEntity, AttemptEntity, EnrollmentEntity, AuditEntryEntity]),
    AccountsModule,
    ExamModule,
    AuthModule,
    PaymentsModule,
  ],
  controllers: [StaffController],
  providers: [StaffAccountsService, StaffAuditService],
})
export class StaffModule {}
