import { Module } from '@nestjs/common';
import { MemoryService } from './memory.service';

/** Learning (issue 26): the memory model, the review plan, practice and review sessions. */
@Module({
  providers: [MemoryService],
  exports: [MemoryService],
})
export class LearningModule {}
