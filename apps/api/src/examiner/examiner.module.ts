import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FamilyDefinition } from '@portal/contracts';
import { AttemptsModule } from '../attempts/attempts.module';
import { CategoryEntity } from '../exam/category.entity';
import { QuestionCategoryEntity } from '../exam/question-category.entity';
import { QuestionEntity } from '../exam/question.entity';
import { ExaminerController } from './examiner.controller';
import { ExaminerAdmissionService } from './examiner-admission.service';
import { ExaminerExamEntity } from './examiner-exam.entity';
import { ExaminerQuestionsService } from './examiner-questions.service';
import { ExaminerRefusalLimit } from './examiner-refusal-limit';
import { ExaminerRosterEntity } from './examiner-roster.entity';
import { ExaminerStaffController } from './examiner-staff.controller';
import { ExaminerStaffService } from './examiner-staff.service';
import { ExaminerSubTopicEntity } from './examiner-sub-topic.entity';
import { EXAMINER_DEFINITION, ExaminerTestsService } from './examiner-tests.service';

export const EXAMINER_ENTITIES = [ExaminerExamEntity, ExaminerRosterEntity, ExaminerSubTopicEntity];

/** Examiner mode (second spec): `/api/examiner/...` for candidates, `/api/staff/examiner/...` for staff. */
@Module({})
export class ExaminerModule {
  static forFamily(def: FamilyDefinition): DynamicModule {
    if (def.kind !== 'examiner') throw new Error(`${def.id} is a ${def.kind} family, not the examiner mode`);
    return {
      module: ExaminerModule,
      imports: [
        AttemptsModule,
        TypeOrmModule.forFeature(EXAMINER_ENTITIES),
        // Also the exam module's question tables, read here through repositories of their own: a known cross-module
        // read, listed in app/layers.spec.ts (to move behind the question bank's store).
        TypeOrmModule.forFeature([QuestionEntity, CategoryEntity, QuestionCategoryEntity]),
      ],
      controllers: [ExaminerController, ExaminerStaffController],
      providers: [
        { provide: EXAMINER_DEFINITION, useValue: def },
        ExaminerAdmissionService,
        ExaminerQuestionsService,
        ExaminerRefusalLimit,
        ExaminerStaffService,
        ExaminerTestsService,
      ],
    };
  }
}
