import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiQuery, ApiTags } from '@nestjs/swagger';
import type {
  BranchLearners,
  ExamFamilyId,
  FamilyStatistics,
  Page,
  QuestionStatistics,
  StatisticsBucket,
} from '@portal/contracts';
import { EXAM_FAMILIES, topicRatesQuerySchema, type TopicRates } from '@portal/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../common/paging';
import { Roles } from '../common/roles.decorator';
import { parseOrThrow } from '../common/zod-schema';
import { FamilyParamPipe } from '../banks/family-param.pipe';
import { StatisticsService } from './statistics.service';

class RangeFields extends PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(50)
  category?: string;

  @ApiPropertyOptional({ description: 'Epoch ms (default: 180 days before `to`)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  from?: number;

  @ApiPropertyOptional({ description: 'Epoch ms (default: now)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  to?: number;
}

export class FamilyStatisticsQueryDto extends RangeFields {
  @ApiPropertyOptional({ enum: ['day', 'week'], default: 'week' })
  @IsOptional()
  @IsIn(['day', 'week'])
  bucket?: StatisticsBucket;
}

export class BranchesQueryDto {
  @ApiPropertyOptional({ enum: EXAM_FAMILIES })
  @IsOptional()
  @IsIn([...EXAM_FAMILIES])
  family?: ExamFamilyId;
}

/** Staff statistics (docs/api.md "Statistics"): attempts, pass rates, hardest questions, learners per branch. */
@ApiTags('staff statistics')
@ApiBearerAuth()
@Roles('staff')
@Controller('staff/statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  @Get('families/:family')
  family(
    @Param('family', FamilyParamPipe) family: ExamFamilyId,
    @Query() query: FamilyStatisticsQueryDto,
  ): Promise<FamilyStatistics> {
    return this.statistics.family(family, query, query.bucket ?? 'week');
  }

  @Get('families/:family/questions')
  questions(
    @Param('family', FamilyParamPipe) family: ExamFamilyId,
    @Query() query: RangeFields,
  ): Promise<Page<QuestionStatistics>> {
    return this.statistics.questions(family, query, query);
  }

  /** Per topic, the share of test answers right, in all and per week or month (school time zone); not audited. */
  @Get('families/:family/topics')
  @ApiQuery({ name: 'bucket', required: false, enum: ['week', 'month'] })
  @ApiQuery({ name: 'from', required: false, description: 'Epoch ms (default: 180 days before `to`)' })
  @ApiQuery({ name: 'to', required: false, description: 'Epoch ms (default: now)' })
  topics(
    @Param('family', FamilyParamPipe) family: ExamFamilyId,
    @Query() query: Record<string, unknown>,
  ): Promise<TopicRates> {
    const { from, to, bucket } = parseOrThrow(topicRatesQuerySchema(), query);
    return this.statistics.topicRates(family, { from, to }, bucket ?? 'week');
  }

  @Get('branches')
  branches(@Query() query: BranchesQueryDto): Promise<BranchLearners[]> {
    return this.statistics.branches(query.family);
  }
}
