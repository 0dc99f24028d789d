import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import {
  type ExamFamilyId,
  READINESS_FILTERS,
  type ReadinessFilter,
  type StaffCalibration,
  type StaffReadiness,
} from '@portal/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { FamilyParamPipe } from '../../banks/family-param.pipe';
import { PageQueryDto } from '../../common/paging';
import { Roles } from '../../common/roles.decorator';
import { ReadinessStaffService } from './readiness-staff.service';

export class CalibrationQueryDto {
  @ApiPropertyOptional({ description: 'Epoch ms: tests started at or after' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  from?: number;

  @ApiPropertyOptional({ description: 'Epoch ms: tests started at or before' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  to?: number;
}

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
  calibration(
    @Param('family', FamilyParamPipe) family: ExamFamilyId,
    @Query() query: CalibrationQueryDto,
  ): Promise<StaffCalibration> {
    return this.staff.calibration(family, query.from, query.to);
  }

  @Get(':family/readiness')
  readiness(
    @Param('family', FamilyParamPipe) family: ExamFamilyId,
    @Query() query: ReadinessQueryDto,
  ): Promise<StaffReadiness> {
    return this.staff.readiness(family, query.filter ?? 'all', query);
  }
}
