import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EnrollmentService } from '../../enrollment/enrollment.service';
import { ExamEngineService } from '../../exam/exam-engine.service';
import { ExamFamilyController } from '../../exam/exam-family.controller';
import { TRACTOR_POLICY } from './tractor.policy';

@ApiTags('tractor')
@Controller('tractor')
export class TractorController extends ExamFamilyController {
  constructor(engine: ExamEngineService, enrollment: EnrollmentService) {
    super(TRACTOR_POLICY, engine, enrollment);
  }
}
