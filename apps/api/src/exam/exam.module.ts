import { Module } from '@nestjs/common';
import { AttemptsModule } from '../attempts/attempts.module';
import { EnrollmentService } from '../enrollment/enrollment.service';
import { LearningModule } from '../learning/learning.module';
import { AnswerRowsRecorder } from './answer-rows-recorder';
import { AttemptLookupService } from './attempt-lookup.service';
import { AttemptsService } from './attempts.service';
import { ExamStatisticsService } from './exam-statistics.service';
import { ExamWarmup } from './exam-warmup';
import { LearnerQuestionsService } from './learner-questions.service';
import { LearnerReviewService } from './learner-review.service';
import { QuestionCache } from './question-cache';
import { QuestionDrawService } from './question-draw.service';

/** The shared exam services and enrollment rules that each family module puts its policy over. */
@Module({
  imports: [AttemptsModule, LearningModule],
  providers: [
    AnswerRowsRecorder,
    AttemptsService,
    AttemptLookupService,
    QuestionDrawService,
    QuestionCache,
    ExamStatisticsService,
    LearnerQuestionsService,
    LearnerReviewService,
    EnrollmentService,
    ExamWarmup,
  ],
  exports: [
    AttemptsModule,
    AnswerRowsRecorder,
    AttemptsService,
    QuestionDrawService,
    QuestionCache,
    ExamStatisticsService,
    LearnerQuestionsService,
    LearnerReviewService,
    EnrollmentService,
    ExamWarmup,
  ],
})
export class ExamModule {}
