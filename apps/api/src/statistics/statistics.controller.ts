import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type {
  BranchLearners,
  ExamFamilyId,
  FamilyStatistics,
  Page,
  QuestionStatistics,
  StatisticsBucket,
} from '@portal/contracts';
import { EXAM_FAMILIES } from '@portal/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../common/paging';
import { Roles } from '../common/roles.decorator';
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

  @Get('branches')
  branches(@Query() query: BranchesQueryDto): Promise<BranchLearners[]> {
    return this.statistics.branches(query.family);
  }
}
