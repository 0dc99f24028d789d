import { ACCOUNTS_ENTITIES } from '../accounts/accounts.module';
import { AUDIT_ENTITIES } from '../audit/audit.module';
import { AUTH_ENTITIES } from '../auth/auth.module';
import { BACKUPS_ENTITIES } from '../backups/backups.module';
import { COMPETITION_ENTITIES } from '../competition/competition-family.module';
import { ENROLLMENT_ENTITIES } from '../enrollment/enrollment.module';
import { EXAM_ENTITIES } from '../exam/exam.module';
import { EXAMINER_ENTITIES } from '../examiner/examiner.module';
import { LEARNING_ENTITIES } from '../learning/learning.module';
import { PAYMENTS_ENTITIES } from '../payments/payments.module';
import { PRIVACY_ENTITIES } from '../privacy/privacy.module';
import { SWITCHES_ENTITIES } from '../switches/switches.module';

/**
 * Every table's entity, gathered from the modules that own them (each registers its own list with
 * TypeOrmModule.forFeature): the one list the data source is built with, in the application and in the commands.
 * app/layers.spec.ts checks that every *.entity.ts is here.
 */
export const ENTITIES = [
  ...ACCOUNTS_ENTITIES,
  ...AUTH_ENTITIES,
  ...AUDIT_ENTITIES,
  ...SWITCHES_ENTITIES,
  ...ENROLLMENT_ENTITIES,
  ...EXAM_ENTITIES,
  ...LEARNING_ENTITIES,
  ...PAYMENTS_ENTITIES,
  ...EXAMINER_ENTITIES,
  ...COMPETITION_ENTITIES,
  ...BACKUPS_ENTITIES,
  ...PRIVACY_ENTITIES,
];
