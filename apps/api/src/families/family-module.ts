import type { DynamicModule } from '@nestjs/common';
import type { FamilyDefinition } from '@portal/contracts';
import { CompetitionFamilyModule } from '../competition/competition-family.module';
import { ExamFamilyModule } from '../exam/exam-family.module';
import { ExaminerModule } from '../examiner/examiner.module';

/** The module that serves a family's routes, by its kind. */
export function familyModule(def: FamilyDefinition): DynamicModule | null {
  switch (def.kind) {
    case 'enrolled':
      return ExamFamilyModule.forFamily(def);
    case 'contest':
      return CompetitionFamilyModule.forFamily(def);
    case 'examiner':
      return ExaminerModule.forFamily(def);
  }
}
