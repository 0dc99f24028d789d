import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ASK_QUESTION_TEXT_MAX,
  askQuestionSchema,
  testAnswersSchema,
  LANGUAGES,
  type AskQuestionRequest,
  type Flag,
  type Language,
  type SaveTestRequest,
  type StartTestRequest,
} from '@portal/contracts';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ZodSchema } from '../common/zod-schema';

export class StartTestDto implements StartTestRequest {
  @ApiProperty({ example: 'B' })
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  kate!: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES as unknown as string[])
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
