import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EnrollmentService } from '../../enrollment/enrollment.service';
import { ExamEngineService } from '../../exam/exam-engine.service';
import { ExamFamilyController } from '../../exam/exam-family.controller';
import { HIDRO_POLICY } from './hidro.policy';

@ApiTags('hidro')
@Controller('hidro')
export class HidroController extends ExamFamilyController {
  constructor(engine: ExamEngineService, enrollment: EnrollmentService) {
    super(HIDRO_POLICY, engine, enrollment);
  }
}
