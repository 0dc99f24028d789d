import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EnrollmentService } from '../../enrollment/enrollment.service';
import { ExamEngineService } from '../../exam/exam-engine.service';
import { ExamFamilyController } from '../../exam/exam-family.controller';
import { KET_POLICY } from './ket.policy';

@ApiTags('ket')
@Controller('ket')
export class KetController extends ExamFamilyController {
  constructor(engine: ExamEngineService, enrollment: EnrollmentService) {
    super(KET_POLICY, engine, enrollment);
  }
}
