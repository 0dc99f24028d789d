import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ExamModule } from '../exam/exam.module';
import { PaymentsModule } from '../payments/payments.module';
import { StaffAccountsService } from './staff-accounts.service';
import { StaffAuditService } from './staff-audit.service';
import { StaffController } from './staff.controller';

@Module({
  imports: [ExamModule, AuthModule, PaymentsModule],
  controllers: [StaffController],
  providers: [StaffAccountsService, StaffAuditService],
})
export class StaffModule {}
