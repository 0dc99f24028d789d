import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  BranchLearners,
  ExamFamilyId,
  FamilyStatistics,
  Page,
  QuestionStatistics,
  StatisticsBucket,
} from '@portal/contracts';
import { EXAM_FAMILIES, topicRatesQuerySchema, type TopicRates } from '@portal/contracts';
import * as z from 'zod';
import { pageQuery } from '../common/paging';
import { queryInt, queryText } from '../common/query-fields';
import { Roles } from '../common/roles.decorator';
import { zodDto } from '../common/zod-schema';
import { FamilyParamPipe } from '../banks/family-param.pipe';
import { StatisticsService } from './statistics.service';

const rangeFields = {
  category: queryText(50).optional(),
  from: queryInt(0).optional().describe('Epoch ms (default: 180 days before `to`)'),
  to: queryInt(0).optional().describe('Epoch ms (default: now)'),
};

export class QuestionStatisticsQueryDto extends zodDto(pageQuery(rangeFields)) {}

export class FamilyStatisticsQueryDto extends zodDto(
  pageQuery({ ...rangeFields, bucket: z.enum(['day', 'week'] satisfies StatisticsBucket[]).optional() }),
) {}

export class TopicRatesQueryDto extends zodDto(topicRatesQuerySchema()) {}

export class BranchesQueryDto extends zodDto(z.strictObject({ family: z.enum(EXAM_FAMILIES).optional() })) {}

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
    @Query() query: QuestionStatisticsQueryDto,
  ): Promise<Page<QuestionStatistics>> {
    return this.statistics.questions(family, query, query);
  }

  /** Per topic, the share of test answers right, in all and per week or month (school time zone); not audited. */
  @Get('families/:family/topics')
  topics(
    @Param('family', FamilyParamPipe) family: ExamFamilyId,
    @Query() { from, to, bucket }: TopicRatesQueryDto,
  ): Promise<TopicRates> {
    return this.statistics.topicRates(family, { from, to }, bucket ?? 'week');
  }

  @Get('branches')
  branches(@Query() query: BranchesQueryDto): Promise<BranchLearners[]> {
    return this.statistics.branches(query.family);
  }
}
