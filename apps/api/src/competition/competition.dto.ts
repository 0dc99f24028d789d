import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGES,
  competitionStartSchema,
  createContestSchema,
  moderateEntrySchema,
  type CompetitionPerson,
  type CompetitionStartRequest,
  type CreateContestRequest,
  type ExamFamilyId,
  type Language,
  type LocalizedText,
  type ModerateEntryRequest,
} from '@portal/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ZodSchema } from '../common/zod-schema';

@ZodSchema(competitionStartSchema())
export class CompetitionStartDto implements CompetitionStartRequest {
  @ApiProperty({ example: { name: 'Jonas Petraitis', gdata: '2004-05-06' } })
  person!: CompetitionPerson;

  @ApiProperty({ description: 'true: the hard set' })
  egzamin!: boolean;

  @ApiPropertyOptional({ enum: LANGUAGES })
  language?: Language;

  @ApiPropertyOptional({ description: "the test token of this browser's latest entry in the contest" })
  entry?: string;
}

@ZodSchema(createContestSchema())
export class CreateContestDto implements CreateContestRequest {
  @ApiProperty({
    example: {
      lt: 'Pavasario konkursas',
      ru: 'Весенний конкурс',
      en: 'Spring contest',
      uk: 'Весняний конкурс',
      pl: 'Konkurs wiosenny',
    },
    description: 'Lithuanian required; a language left out shows the Lithuanian title',
  })
  title!: LocalizedText;

  @ApiProperty({ example: 'ket' })
  family!: ExamFamilyId;

  @ApiProperty({ example: 'B' })
  category!: string;

  @ApiPropertyOptional({ example: 5 })
  questionCount?: number;

  @ApiProperty({ example: 600 })
  timeLimitSeconds!: number;

  @ApiProperty({ example: '2026-03-10T08:00:00Z' })
  opensAt!: string;

  @ApiProperty({ example: '2026-03-20T20:00:00Z' })
  closesAt!: string;
}

@ZodSchema(moderateEntrySchema())
export class ModerateEntryDto implements ModerateEntryRequest {
  @ApiPropertyOptional()
  hidden?: boolean;

  @ApiPropertyOptional()
  disqualified?: boolean;
}

export class LeaderboardQueryDto {
  @ApiPropertyOptional({ enum: ['ordinary', 'hard'] })
  @IsOptional()
  @IsIn(['ordinary', 'hard'])
  difficulty?: 'ordinary' | 'hard';

  @ApiPropertyOptional({ description: "the entrant's test token, for their own rank" })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  entry?: string;
}
