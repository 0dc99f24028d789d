import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EXAM_FAMILIES,
  type ActivateEnrollmentRequest,
  type CreateAccountRequest,
  type ExamFamilyId,
  type RejectEnrollmentRequest,
  type ReplyLearnerQuestionRequest,
} from '@portal/contracts';
import {
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

const DATE_RULE = { context: { code: 'date', message: 'Data turi būti formatu YYYY-MM-DD' } } as const;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class CreateAccountDto implements CreateAccountRequest {
  @ApiProperty({ example: 'jonas' })
  @IsDefined()
  @IsString()
  @Matches(/^[A-Za-z0-9._@-]{3,100}$/, {
    context: { code: 'pattern', message: 'Vardas: 3–100 raidžių, skaitmenų arba . _ @ -' },
  })
  username!: string;

  @ApiProperty({ example: 'a-long-password' })
  @IsDefined()
  @IsString()
  @MinLength(8, { context: { code: 'range', message: 'Slaptažodis turi būti bent 8 simbolių' } })
  @MaxLength(200)
  password!: string;

  @ApiProperty({ example: 'Jonas Jonaitis' })
  @IsDefined()
  @IsString()
  @Matches(/\S/, { context: { code: 'required', message: 'Privalomas laukas' } })
  @MaxLength(200)
  name!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(254, { context: { code: 'email', message: 'Blogas el. pašto formatas' } })
  @IsEmail({}, { context: { code: 'email', message: 'Blogas el. pašto formatas' } })
  email?: string;
}

export class SetDisabledDto {
  @ApiProperty()
  @IsDefined()
  @IsBoolean()
  disabled!: boolean;
}

export class ActivateDto implements ActivateEnrollmentRequest {
  @ApiProperty({ example: '2026-01-01' })
  @IsDefined()
  @IsString()
  @Matches(DATE, DATE_RULE)
  validFrom!: string;

  @ApiProperty({ example: '2026-12-31' })
  @IsDefined()
  @IsString()
  @Matches(DATE, DATE_RULE)
  validTo!: string;

  @ApiProperty({ example: 20, description: 'Tests the learner may take' })
  @IsDefined()
  @IsInt()
  @Min(1)
  @Max(100000)
  tests!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  info?: string;
}

export class RejectDto implements RejectEnrollmentRequest {
  @ApiProperty({
    example: -1,
    description: 'Negative status: -1/-4 form prefilled, -5/-7 request button, other negative',
  })
  @IsDefined()
  @IsInt()
  @Min(-1000)
  @Max(-1, { context: { code: 'range', message: 'Atmetimo kodas turi būti neigiamas' } })
  valid!: number;

  @ApiProperty()
  @IsDefined()
  @IsString()
  @Matches(/\S/, { context: { code: 'required', message: 'Privalomas laukas' } })
  @MaxLength(1000)
  text!: string;
}

export class ReplyDto implements ReplyLearnerQuestionRequest {
  @ApiProperty()
  @IsDefined()
  @IsString()
  @Matches(/\S/, { context: { code: 'required', message: 'Privalomas laukas' } })
  @MaxLength(4000)
  text!: string;
}

export class EnrollmentQueryDto {
  @ApiPropertyOptional({ enum: EXAM_FAMILIES })
  @IsOptional()
  @IsIn(EXAM_FAMILIES as unknown as string[])
  family?: ExamFamilyId;

  @ApiPropertyOptional({ description: 'pending | active | rejected, or a status number such as -7' })
  @IsOptional()
  @IsString()
  @Matches(/^(pending|active|rejected|-?\d{1,4})$/, {
    context: { code: 'range', message: 'Būsena: pending, active, rejected arba skaičius' },
  })
  status?: string;
}

export class FamilyQueryDto {
  @ApiPropertyOptional({ enum: EXAM_FAMILIES })
  @IsOptional()
  @IsIn(EXAM_FAMILIES as unknown as string[])
  family?: ExamFamilyId;
}

export class QuestionsQueryDto extends FamilyQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'])
  answered?: 'true' | 'false';
}
