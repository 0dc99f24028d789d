import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EXAM_FAMILIES,
  activateEnrollmentSchema,
  createAccountSchema,
  rejectEnrollmentSchema,
  replyLearnerQuestionSchema,
  handleActivationRequestSchema,
  staffPasswordResetSchema,
  staffRoleSchema,
  DATE_PATTERN,
  type HandleActivationRequest,
  type StaffPasswordResetRequest,
  type StaffRoleRequest,
  type ActivateEnrollmentRequest,
  type CreateAccountRequest,
  type ExamFamilyId,
  type RejectEnrollmentRequest,
  type ReplyLearnerQuestionRequest,
} from '@portal/contracts';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../common/paging';
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

export class EnrollmentQueryDto extends PageQueryDto {
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

export class FamilyQueryDto extends PageQueryDto {
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

export class RequestsQueryDto extends FamilyQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'false (default): the open requests' })
  @IsOptional()
  @IsIn(['true', 'false'])
  handled?: 'true' | 'false';
}

export class AccountQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name, username or e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: EXAM_FAMILIES })
  @IsOptional()
  @IsIn(EXAM_FAMILIES as unknown as string[])
  family?: ExamFamilyId;

  @ApiPropertyOptional({ enum: ['pending', 'active', 'rejected', 'none'] })
  @IsOptional()
  @IsIn(['pending', 'active', 'rejected', 'none'])
  status?: 'pending' | 'active' | 'rejected' | 'none';

  @ApiPropertyOptional({ enum: ['learner', 'staff'] })
  @IsOptional()
  @IsIn(['learner', 'staff'])
  role?: 'learner' | 'staff';

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'])
  disabled?: 'true' | 'false';
}

const DATE_RULE = { context: { code: 'date', message: 'Data turi būti formatu YYYY-MM-DD' } };

export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: "An action (account.disable), or a group ending in '.' (account.)" })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  action?: string;

  @ApiPropertyOptional({ description: "The actor's account id, or part of the name" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  actor?: string;

  @ApiPropertyOptional({ description: "A target (account:12), or a kind ending in ':' (account:)" })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  target?: string;

  @ApiPropertyOptional({ example: '2026-03-01' })
  @IsOptional()
  @IsString()
  @Matches(DATE_PATTERN, DATE_RULE)
  from?: string;

  @ApiPropertyOptional({ example: '2026-03-31' })
  @IsOptional()
  @IsString()
  @Matches(DATE_PATTERN, DATE_RULE)
  to?: string;
}

@ZodSchema(staffPasswordResetSchema())
export class PasswordResetDto implements StaffPasswordResetRequest {
  @ApiProperty({ enum: ['link', 'temporary'] })
  mode!: 'link' | 'temporary';
}

@ZodSchema(staffRoleSchema())
export class StaffRoleDto implements StaffRoleRequest {
  @ApiProperty()
  staff!: boolean;
}

@ZodSchema(handleActivationRequestSchema())
export class HandleRequestDto implements HandleActivationRequest {
  @ApiProperty({ enum: ['grant', 'dismiss'] })
  decision!: 'grant' | 'dismiss';

  @ApiPropertyOptional({ example: 40, description: 'Tests added to those left' })
  tests?: number;

  @ApiPropertyOptional({
    example: 30,
    description: 'Days added to the end (from the later of today and the end)',
  })
  days?: number;

  @ApiPropertyOptional()
  note?: string;
}
