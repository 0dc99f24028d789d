import { Module } from '@nestjs/common';
import { ExamModule } from '../../exam/exam.module';
import { TractorController } from './tractor.controller';

/** Routes under /api/tractor/: the shared engine with the tractor policy. */
@Module({ imports: [ExamModule], controllers: [TractorController] })
export class TractorModule {}
