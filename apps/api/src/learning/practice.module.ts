import { Module } from '@nestjs/common';
import { ExamModule } from '../exam/exam.module';
import { LearningModule } from './learning.module';
import { PracticeService } from './practice.service';

/** Practice and review sessions (issue 26): the 'practice' admission over the exam services and the memory model. */
@Module({
  imports: [ExamModule, LearningModule],
  providers: [PracticeService],
  exports: [PracticeService],
})
export class PracticeModule {}
