import { type DynamicModule, Module } from '@nestjs/common';
import type { FamilyDefinition } from '@portal/contracts';
import { hardestController } from '../learning/hardest.controller';
import { LEARNING_FAMILY, learningFamilyController } from '../learning/learning-family.controller';
import { LearningModule } from '../learning/learning.module';
import { practiceController } from '../learning/practice.controller';
import { PracticeModule } from '../learning/practice.module';
import { ReadinessModule } from '../learning/readiness/readiness.module';
import { examFamilyController, FAMILY_POLICY } from './exam-family.controller';
import { ExamModule } from './exam.module';
import { policyFromDefinition } from './family-policy';

/** An enrolled exam family's routes under `/api/<def.id>/`, configured by its definition alone. */
@Module({})
export class ExamFamilyModule {
  static forFamily(def: FamilyDefinition): DynamicModule {
    if (def.kind !== 'enrolled')
      throw new Error(`${def.id} is a ${def.kind} family, not an enrolled exam family`);
    return {
      module: ExamFamilyModule,
      imports: [ExamModule, LearningModule, PracticeModule, ReadinessModule],
      controllers: [
        examFamilyController(def),
        learningFamilyController(def),
        practiceController(def),
        hardestController(def),
      ],
      providers: [
        { provide: FAMILY_POLICY, useValue: policyFromDefinition(def) },
        { provide: LEARNING_FAMILY, useValue: def },
      ],
    };
  }
}
