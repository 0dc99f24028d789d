import { BackupRunEntity } from '../backups/backup-run.entity';
import { ErasureRequestEntity } from '../privacy/erasure-request.entity';
import { CardEntity } from '../learning/card.entity';
import { LearningSettingsEntity } from '../learning/learning-settings.entity';
import { PracticeSessionEntity } from '../learning/practice-session.entity';
import { ReadinessEntity } from '../learning/readiness/readiness.entity';
import { ReviewEntity } from '../learning/review.entity';
import { AccountEntity } from '../accounts/account.entity';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { ContestEntryEntity } from '../competition/contest-entry.entity';
import { ContestEntity } from '../competition/contest.entity';
import { EmailTokenEntity } from '../auth/email-token.entity';
import { ActivationRequestEntity } from '../enrollment/activation-request.entity';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { AttemptAnswerEntity } from '../exam/attempt-answer.entity';
import { AttemptEntity } from '../exam/attempt.entity';
import { BankRevisionEntity } from '../exam/bank-revision.entity';
import { CategoryEntity } from '../exam/category.entity';
import { LearnerQuestionEntity } from '../exam/learner-question.entity';
import { QuestionCategoryEntity } from '../exam/question-category.entity';
import { QuestionEntity } from '../exam/question.entity';
import { PaymentLedgerEntity } from '../payments/payment-ledger.entity';
import { PaymentOrderEntity } from '../payments/payment-order.entity';
import { PaymentPriceEntity } from '../payments/payment-price.entity';
import { SwitchEntity } from '../switches/switch.entity';
import { ExaminerExamEntity } from '../examiner/examiner-exam.entity';
import { ExaminerRosterEntity } from '../examiner/examiner-roster.entity';
import { ExaminerSubTopicEntity } from '../examiner/examiner-sub-topic.entity';

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
  PaymentOrderEntity,
  PaymentPriceEntity,
  PaymentLedgerEntity,
  ExaminerRosterEntity,
  ExaminerSubTopicEntity,
  ExaminerExamEntity,
  ContestEntity,
  ContestEntryEntity,
  AttemptAnswerEntity,
  BankRevisionEntity,
  BackupRunEntity,
  ErasureRequestEntity,
  ReviewEntity,
  CardEntity,
  LearningSettingsEntity,
  PracticeSessionEntity,
  ReadinessEntity,
];
