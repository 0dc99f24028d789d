import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { AttemptsModule } from '../attempts/attempts.module';
import { EnrollmentModule } from '../enrollment/enrollment.module';
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
import { AttemptAnswerEntity } from './attempt-answer.entity';
import { AttemptEntity } from './attempt.entity';
import { BankRevisionEntity } from './bank-revision.entity';
import { CategoryEntity } from './category.entity';
import { LearnerQuestionEntity } from './learner-question.entity';
import { QuestionCategoryEntity } from './question-category.entity';
import { QuestionEntity } from './question.entity';

/** The question banks (categories, questions, revision) and the enrolled learners' attempts and questions to staff. */
export const EXAM_ENTITIES = [
  CategoryEntity,
  QuestionEntity,
  QuestionCategoryEntity,
  BankRevisionEntity,
  AttemptEntity,
  AttemptAnswerEntity,
  LearnerQuestionEntity,
];

/** The shared exam services and enrollment rules that each family module puts its policy over. */
@Module({
  imports: [
    TypeOrmModule.forFeature(EXAM_ENTITIES),
    AccountsModule,
    EnrollmentModule,
    AttemptsModule,
    LearningModule,
  ],
  providers: [
    AnswerRowsRecorder,
    AttemptsService,
    AttemptLookupService,
    QuestionDrawService,
    QuestionCache,
    ExamStatisticsService,
    LearnerQuestionsService,
    LearnerReviewService,
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
    EnrollmentModule,
    ExamWarmup,
  ],
})
export class ExamModule {}
