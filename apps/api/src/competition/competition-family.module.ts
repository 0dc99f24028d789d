import { type DynamicModule, Module } from '@nestjs/common';
import type { FamilyDefinition } from '@portal/contracts';
import { AttemptsModule } from '../attempts/attempts.module';
import { ExamModule } from '../exam/exam.module';
import { competitionController } from './competition.controller';
import { ContestEntriesService } from './contest-entries.service';
import { ContestRateLimit } from './contest-rate-limit';
import { ContestSampleSeed } from './contest-sample-seed';
import { ContestsService } from './contests.service';
import { StaffContestsController } from './staff-contests.controller';

/** The competition mode's routes under `/api/<def.id>/` and the staff's contests, from the contest definition. */
@Module({})
export class CompetitionFamilyModule {
  static forFamily(def: FamilyDefinition): DynamicModule {
    if (def.kind !== 'contest') throw new Error(`${def.id} is a ${def.kind} family, not a contest`);
    return {
      module: CompetitionFamilyModule,
      imports: [ExamModule, AttemptsModule],
      controllers: [competitionController(def), StaffContestsController],
      providers: [ContestsService, ContestEntriesService, ContestRateLimit, ContestSampleSeed],
      exports: [ContestsService],
    };
  }
}
