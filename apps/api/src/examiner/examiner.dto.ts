import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGES,
  type Language,
  examinerMappingSchema,
  examinerRosterSchema,
  examinerStartSchema,
  type ExaminerCategoryRef,
  type ExaminerMappingRequest,
  type ExaminerPerson,
  type ExaminerRosterRequest,
  type ExaminerStartRequest,
  type ExaminerTopicValue,
} from '@portal/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../common/paging';
import { ZodSchema } from '../common/zod-schema';

// Bodies are checked by the shared schemas (libs/contracts/src/validation/examiner.ts).

@ZodSchema(examinerStartSchema())
export class ExaminerStartDto implements ExaminerStartRequest {
  @ApiPropertyOptional({ example: { regnr: 'AB123', gdata: '1990-05-01' }, description: 'exam mode only' })
  person?: ExaminerPerson | null;

  @ApiProperty({ enum: [1, 2, 3] })
  tema!: ExaminerTopicValue;

  @ApiProperty({ example: 'B' })
  sub!: string;

  @ApiProperty()
  egzamin!: boolean;

  @ApiPropertyOptional({ enum: LANGUAGES })
  language?: Language;

  @ApiPropertyOptional({ description: 'test token of an open training test to resume' })
  resume?: string;
}

@ZodSchema(examinerRosterSchema())
export class ExaminerRosterDto implements ExaminerRosterRequest {
  @ApiProperty({ example: 'AB123' })
  regnr!: string;

  @ApiProperty({ example: '1990-05-01' })
  gdata!: string;

  @ApiProperty({ example: 'B' })
  sub!: string;

  @ApiProperty({ example: '2026-03-10T08:00:00Z' })
  from!: string;

  @ApiProperty({ example: '2026-03-10T12:00:00Z' })
  to!: string;
}

@ZodSchema(examinerMappingSchema())
export class ExaminerMappingDto implements ExaminerMappingRequest {
  @ApiProperty({ example: 'D' })
  sub!: string;

  @ApiProperty({ example: [{ family: 'ket', value: 'C' }] })
  categories!: ExaminerCategoryRef[];
}

export class ExaminerExamsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'only exams (true) or only training (false)' })
  @IsOptional()
  @IsIn(['true', 'false'])
  egzamin?: 'true' | 'false';
}
