import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
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
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';

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

export class AskQuestionDto implements AskQuestionRequest {
  @ApiProperty({ description: "The question's id" })
  @IsDefined()
  @IsInt()
  @Min(1)
  @Max(2147483647)
  id!: number;

  @ApiProperty()
  @IsDefined()
  @IsString()
  @Matches(/\S/, { context: { code: 'required', message: 'Klausimas negali būti tuščias' } })
  @MaxLength(2000)
  klausimas!: string;

  @ApiProperty({ description: 'The test token of the ended attempt' })
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  jwt!: string;
}
