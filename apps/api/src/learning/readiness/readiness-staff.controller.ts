import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  calibrationQuerySchema,
  type ExamFamilyId,
  READINESS_FILTERS,
  type StaffCalibration,
  type StaffReadiness,
} from '@portal/contracts';
import * as z from 'zod';
import { FamilyParamPipe } from '../../banks/family-param.pipe';
import { pageQuery } from '../../common/paging';
import { Roles } from '../../common/roles.decorator';
import { zodDto } from '../../common/zod-schema';
import { ReadinessStaffService } from './readiness-staff.service';

/** from/to: YYYY-MM-DD days in the portal's time zone, both included (the console's date range). */
export class CalibrationQueryDto extends zodDto(calibrationQuerySchema()) {}

export class ReadinessQueryDto extends zodDto(pageQuery({ filter: z.enum(READINESS_FILTERS).optional() })) {}

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
