import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ASK_QUESTION_TEXT_MAX,
  askQuestionSchema,
  CATEGORY_VALUE_MAX,
  startTestSchema,
  testAnswersSchema,
  testTextsSchema,
  LANGUAGES,
  type AskQuestionRequest,
  type Flag,
  type Language,
  type SaveTestRequest,
  type StartTestRequest,
  type TestTextsRequest,
} from '@portal/contracts';
import { ZodSchema } from '../common/zod-schema';

/**
 * The rules are the shared schema (libs/contracts/src/validation/test-answers.ts): a class starting together
 * sends a hundred of these at once, and class-validator cost a tenth of a start's CPU.
 */
@ZodSchema(startTestSchema())
export class StartTestDto implements StartTestRequest {
  @ApiProperty({ example: 'B', maxLength: CATEGORY_VALUE_MAX })
  kate!: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  language?: Language;
}

/** The rules are the shared schema (libs/contracts/src/validation/test-answers.ts). */
@ZodSchema(testAnswersSchema())
export class SaveTestDto implements SaveTestRequest {
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string', enum: ['0', '1'] } } })
  ch!: Flag[][];

  @ApiProperty({ description: 'The test token from POST tests' })
  test!: string;
}

/** The rules are the shared schema (libs/contracts/src/validation/test-answers.ts). */
@ZodSchema(testTextsSchema())
export class TestTextsDto implements TestTextsRequest {
  @ApiProperty({ description: 'The test token from POST tests' })
  test!: string;

  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...LANGUAGES] }, uniqueItems: true })
  languages!: Language[];
}

/** The rules are the shared schema (libs/contracts/src/validation/ask-question.ts). */
@ZodSchema(askQuestionSchema())
export class AskQuestionDto implements AskQuestionRequest {
  @ApiProperty({ description: "The question's id" })
  id!: number;

  @ApiProperty({ maxLength: ASK_QUESTION_TEXT_MAX })
  klausimas!: string;

  @ApiProperty({ description: 'The test token of the ended attempt' })
  jwt!: string;
}
