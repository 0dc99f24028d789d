import { Module } from '@nestjs/common';
import { LearningService } from './learning.service';
import { MemoryService } from './memory.service';
import { MockStartHook } from './readiness/mock-start-hook';

/**
 * Learning (issue 26): the memory model, the review plan and the Learn card. Each enrolled family's routes are
 * added by ExamFamilyModule.forFamily (learning-family.controller.ts).
 */
@Module({
  providers: [MemoryService, LearningService, MockStartHook],
  exports: [MemoryService, LearningService, MockStartHook],
})
export class LearningModule {}
