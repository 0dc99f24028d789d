import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { FamilyDefinition } from '@portal/contracts';
import { AttemptsModule } from '../attempts/attempts.module';
import { CategoryEntity } from '../exam/category.entity';
import { ExamModule } from '../exam/exam.module';
import { QuestionEntity } from '../exam/question.entity';
import { competitionController } from './competition.controller';
import { ContestEntriesService } from './contest-entries.service';
import { ContestRateLimit } from './contest-rate-limit';
import { ContestSampleSeed } from './contest-sample-seed';
import { ContestsService } from './contests.service';
import { StaffContestsController } from './staff-contests.controller';
import { ContestEntryEntity } from './contest-entry.entity';
import { ContestEntity } from './contest.entity';

export const COMPETITION_ENTITIES = [ContestEntity, ContestEntryEntity];

/** The competition mode's routes under `/api/<def.id>/` and the staff's contests, from the contest definition. */
@Module({})
export class CompetitionFamilyModule {
  static forFamily(def: FamilyDefinition): DynamicModule {
    if (def.kind !== 'contest') throw new Error(`${def.id} is a ${def.kind} family, not a contest`);
    return {
      module: CompetitionFamilyModule,
      imports: [
        TypeOrmModule.forFeature(COMPETITION_ENTITIES),
        // Also the exam module's question tables, read here through repositories of their own: a known cross-module
        // read, listed in app/layers.spec.ts (to move behind the question bank's store).
        TypeOrmModule.forFeature([CategoryEntity, QuestionEntity]),
        ExamModule,
        AttemptsModule,
      ],
      controllers: [competitionController(def), StaffContestsController],
      providers: [ContestsService, ContestEntriesService, ContestRateLimit, ContestSampleSeed],
      exports: [ContestsService],
    };
  }
}
