import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGES,
  PRACTICE_SOURCES,
  practiceAnswerSchema,
  practiceStartSchema,
  type Flag,
  type Language,
  type PracticeAnswerRequest,
  type PracticeSource,
  type PracticeStartRequest,
} from '@portal/contracts';
import { ZodSchema } from '../common/zod-schema';

/** The rules are the shared schema (libs/contracts/src/validation/learning.ts); topics are checked by the API. */
@ZodSchema(practiceStartSchema())
export class PracticeStartDto implements PracticeStartRequest {
  @ApiProperty({ enum: PRACTICE_SOURCES })
  source!: PracticeSource;

  @ApiPropertyOptional({ type: [String], description: "Topic ids of the family (source 'topics')" })
  topics?: string[];

  @ApiPropertyOptional({ example: 'B' })
  kate?: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  language?: Language;
}

/** The rules are the shared schema (libs/contracts/src/validation/learning.ts). */
@ZodSchema(practiceAnswerSchema())
export class PracticeAnswerDto implements PracticeAnswerRequest {
  @ApiProperty({ description: 'The session token (the practice start answer’s jwt)' })
  test!: string;

  @ApiProperty()
  id!: number;

  @ApiProperty({ type: 'array', items: { type: 'string', enum: ['0', '1'] } })
  ch!: Flag[];
}
