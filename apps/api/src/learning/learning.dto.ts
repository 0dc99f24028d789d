import { learningSettingsSchema } from '@portal/contracts';
import { zodDto } from '../common/zod-schema';

/** The rules are the shared schema (libs/contracts/src/validation/learning.ts); a date in the past the API refuses. */
export class LearningSettingsDto extends zodDto(learningSettingsSchema()) {}
