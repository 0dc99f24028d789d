import { AccountEntity } from '../accounts/account.entity';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { ContestEntryEntity } from '../competition/contest-entry.entity';
import { ContestEntity } from '../competition/contest.entity';
import { EmailTokenEntity } from '../auth/email-token.entity';
import { ActivationRequestEntity } from '../enrollment/activation-request.entity';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { AttemptEntity } from '../exam/attempt.entity';
import { CategoryEntity } from '../exam/category.entity';
import { LearnerQuestionEntity } from '../exam/learner-question.entity';
import { QuestionCategoryEntity } from '../exam/question-category.entity';
import { QuestionEntity } from '../exam/question.entity';
import { SwitchEntity } from '../switches/switch.entity';

export const ENTITIES = [
  AccountEntity,
  EnrollmentEntity,
  ActivationRequestEntity,
  CategoryEntity,
  QuestionEntity,
  QuestionCategoryEntity,
  AttemptEntity,
  LearnerQuestionEntity,
  EmailTokenEntity,
  AuditEntryEntity,
  SwitchEntity,
  ContestEntity,
  ContestEntryEntity,
];
