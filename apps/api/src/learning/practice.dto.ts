import { practiceAnswerSchema, practiceStartSchema } from '@portal/contracts';
import { zodDto } from '../common/zod-schema';

/** The rules are the shared schema (libs/contracts/src/validation/learning.ts); topics are checked by the API. */
export class PracticeStartDto extends zodDto(practiceStartSchema()) {}

/** The rules are the shared schema (libs/contracts/src/validation/learning.ts). */
export class PracticeAnswerDto extends zodDto(practiceAnswerSchema()) {}
