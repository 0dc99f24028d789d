import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EXAM_FAMILIES,
  activateEnrollmentSchema,
  createAccountSchema,
  rejectEnrollmentSchema,
  replyLearnerQuestionSchema,
  type ActivateEnrollmentRequest,
  type CreateAccountRequest,
  type ExamFamilyId,
  type RejectEnrollmentRequest,
  type ReplyLearnerQuestionRequest,
} from '@portal/contracts';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { ZodSchema } from '../common/zod-schema';

// Bodies with a shared schema (libs/contracts/src/validation) are bound with @ZodSchema; the query DTOs and the
// disable switch keep class-validator.

@ZodSchema(createAccountSchema())
export class CreateAccountDto implements CreateAccountRequest {
  @ApiProperty({ example: 'jonas' })
  username!: string;

  @ApiProperty({ example: 'a-long-password' })
  password!: string;

  @ApiProperty({ example: 'Jonas Jonaitis' })
  name!: string;

  @ApiPropertyOptional()
  email?: string;
}

export class SetDisabledDto {
  @ApiProperty()
  @IsDefined()
  @IsBoolean()
  disabled!: boolean;
}

@ZodSchema(activateEnrollmentSchema())
export class ActivateDto implements ActivateEnrollmentRequest {
  @ApiProperty({ example: '2026-01-01' })
  validFrom!: string;

  @ApiProperty({ example: '2026-12-31' })
  validTo!: string;

  @ApiProperty({ example: 20, description: 'Tests the learner may take' })
  tests!: number;

  @ApiPropertyOptional()
  info?: string;
}

@ZodSchema(rejectEnrollmentSchema())
export class RejectDto implements RejectEnrollmentRequest {
  @ApiProperty({
    example: -1,
    description: 'Negative status: -1/-4 form prefilled, -5/-7 request button, other negative',
  })
  valid!: number;

  @ApiProperty()
  text!: string;
}

@ZodSchema(replyLearnerQuestionSchema())
export class ReplyDto implements ReplyLearnerQuestionRequest {
  @ApiProperty()
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
