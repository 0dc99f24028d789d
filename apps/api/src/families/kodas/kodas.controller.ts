import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EnrollmentService } from '../../enrollment/enrollment.service';
import { ExamEngineService } from '../../exam/exam-engine.service';
import { ExamFamilyController } from '../../exam/exam-family.controller';
import { KODAS_POLICY } from './kodas.policy';

@ApiTags('kodas')
@Controller('kodas')
export class KodasController extends ExamFamilyController {
  constructor(engine: ExamEngineService, enrollment: EnrollmentService) {
    super(KODAS_POLICY, engine, enrollment);
  }
}
