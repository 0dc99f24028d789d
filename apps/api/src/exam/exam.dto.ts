import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ASK_QUESTION_TEXT_MAX,
  askQuestionSchema,
  LANGUAGES,
  type AskQuestionRequest,
  type Flag,
  type Language,
  type SaveTestRequest,
  type StartTestRequest,
} from '@portal/contracts';
import {
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { ZodSchema } from '../common/zod-schema';

/** `ch`: an array (one entry per question) of arrays of '0'/'1' flags; counts are checked by the engine. */
function IsFlagMatrix(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isFlagMatrix',
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) &&
          value.length <= 200 &&
          value.every(
            (row) =>
              Array.isArray(row) && row.length <= 10 && row.every((flag) => flag === '0' || flag === '1'),
          ),
      },
    },
    options,
  );
}

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

export class SaveTestDto implements SaveTestRequest {
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string', enum: ['0', '1'] } } })
  @IsDefined()
  @IsFlagMatrix()
  ch!: Flag[][];

  @ApiProperty({ description: 'The test token from POST tests' })
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
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
