import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  calibrationQuerySchema,
  type ExamFamilyId,
  READINESS_FILTERS,
  type ReadinessFilter,
  type StaffCalibration,
  type StaffReadiness,
} from '@portal/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { FamilyParamPipe } from '../../banks/family-param.pipe';
import { PageQueryDto } from '../../common/paging';
import { Roles } from '../../common/roles.decorator';
import { parseOrThrow } from '../../common/zod-schema';
import { ReadinessStaffService } from './readiness-staff.service';

export class ReadinessQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: READINESS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn([...READINESS_FILTERS])
  filter?: ReadinessFilter;
}

/** Staff's readiness routes (issue 27): the calibration of the chance to pass, and who is ready. Read-only. */
@ApiTags('staff readiness')
@ApiBearerAuth()
@Roles('staff')
@Controller('staff')
export class ReadinessStaffController {
  constructor(private readonly staff: ReadinessStaffService) {}

  @Get(':family/calibration')
  @ApiQuery({
    name: 'from',
    required: false,
    description: 'YYYY-MM-DD: tests started on or after this day (local)',
  })
  @ApiQuery({
    name: 'to',
    required: false,
    description: 'YYYY-MM-DD: tests started on or before this day (local)',
  })
  calibration(
    @Param('family', FamilyParamPipe) family: ExamFamilyId,
    @Query() query: Record<string, unknown>,
  ): Promise<StaffCalibration> {
    const { from, to } = parseOrThrow(calibrationQuerySchema(), query);
    return this.staff.calibration(family, from, to);
  }

  @Get(':family/readiness')
  readiness(
    @Param('family', FamilyParamPipe) family: ExamFamilyId,
    @Query() query: ReadinessQueryDto,
  ): Promise<StaffReadiness> {
    return this.staff.readiness(family, query.filter ?? 'all', query);
  }
}
