import { Module } from '@nestjs/common';
import { ExamModule } from '../../exam/exam.module';
import { LearningModule } from '../learning.module';
import { ReadinessStaffController } from './readiness-staff.controller';
import { ReadinessStaffService } from './readiness-staff.service';
import { ReadinessService } from './readiness.service';

/** The readiness (issue 27): the chance to pass on the Learn card, its calibration and staff's list of who is ready. */
@Module({
  imports: [ExamModule, LearningModule],
  controllers: [ReadinessStaffController],
  providers: [ReadinessService, ReadinessStaffService],
  exports: [ReadinessService],
})
export class ReadinessModule {}
