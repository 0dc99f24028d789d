import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EnrollmentService } from '../../enrollment/enrollment.service';
import { ExamEngineService } from '../../exam/exam-engine.service';
import { ExamFamilyController } from '../../exam/exam-family.controller';
import { KRAUTUVAI_POLICY } from './krautuvai.policy';

@ApiTags('krautuvai')
@Controller('krautuvai')
export class KrautuvaiController extends ExamFamilyController {
  constructor(engine: ExamEngineService, enrollment: EnrollmentService) {
    super(KRAUTUVAI_POLICY, engine, enrollment);
  }
}
