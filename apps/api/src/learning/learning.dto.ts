import { ApiProperty } from '@nestjs/swagger';
import {
  type LearningSettings,
  learningSettingsSchema,
  MAX_DAILY_CAP,
  MIN_DAILY_CAP,
} from '@portal/contracts';
import { ZodSchema } from '../common/zod-schema';

/** The rules are the shared schema (libs/contracts/src/validation/learning.ts); a date in the past the API refuses. */
@ZodSchema(learningSettingsSchema())
export class LearningSettingsDto implements LearningSettings {
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '2027-01-15',
    description: "The Regitra exam's date",
  })
  examDate!: string | null;

  @ApiProperty({ minimum: MIN_DAILY_CAP, maximum: MAX_DAILY_CAP, example: 40 })
  dailyCap!: number;
}
