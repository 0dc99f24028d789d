import type { DynamicModule } from '@nestjs/common';
import type { FamilyDefinition } from '@portal/contracts';
import { CompetitionFamilyModule } from '../competition/competition-family.module';
import { ExamFamilyModule } from '../exam/exam-family.module';

/**
 * The module that serves a family's routes, by its kind. Contest and examiner families have none yet: their
 * module goes here (e.g. `ContestFamilyModule.forFamily(def)`) when their API is built.
 */
export function familyModule(def: FamilyDefinition): DynamicModule | null {
  switch (def.kind) {
    case 'enrolled':
      return ExamFamilyModule.forFamily(def);
    case 'contest':
      return CompetitionFamilyModule.forFamily(def);
    case 'examiner':
      return null;
  }
}
