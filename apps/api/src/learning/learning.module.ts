import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CardEntity } from './card.entity';
import { LearningSettingsEntity } from './learning-settings.entity';
import { PracticeSessionEntity } from './practice-session.entity';
import { ReadinessEntity } from './readiness/readiness.entity';
import { ReviewEntity } from './review.entity';
import { LearningService } from './learning.service';
import { MemoryService } from './memory.service';
import { MockStartHook } from './readiness/mock-start-hook';

/**
 * Learning (issue 26): the memory model, the review plan and the Learn card. Each enrolled family's routes are
 * added by ExamFamilyModule.forFamily (learning-family.controller.ts).
 */
/** The memory model's tables: review log, cards, settings, practice sessions, readiness. */
export const LEARNING_ENTITIES = [
  ReviewEntity,
  CardEntity,
  LearningSettingsEntity,
  PracticeSessionEntity,
  ReadinessEntity,
];

@Module({
  imports: [TypeOrmModule.forFeature(LEARNING_ENTITIES)],
  providers: [MemoryService, LearningService, MockStartHook],
  exports: [MemoryService, LearningService, MockStartHook],
})
export class LearningModule {}
