import { Module } from '@nestjs/common';
import { EnrollmentService } from '../enrollment/enrollment.service';
import { ExamEngineService } from './exam-engine.service';
import { LearnerQuestionsService } from './learner-questions.service';

/** The shared engine and enrollment rules that each family module puts its policy over. */
@Module({
  providers: [ExamEngineService, EnrollmentService, LearnerQuestionsService],
  exports: [ExamEngineService, EnrollmentService, LearnerQuestionsService],
})
export class ExamModule {}
