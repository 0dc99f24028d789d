import { Module } from '@nestjs/common';
import { ExamModule } from '../exam/exam.module';
import { LearningModule } from './learning.module';
import { HardestService } from './hardest.service';
import { PracticeService } from './practice.service';

/** Practice and review sessions (issue 26) and the public hardest questions (issue 27): the 'practice' admission over the exam services and the memory model. */
@Module({
  imports: [ExamModule, LearningModule],
  providers: [PracticeService, HardestService],
  exports: [PracticeService, HardestService],
})
export class PracticeModule {}
