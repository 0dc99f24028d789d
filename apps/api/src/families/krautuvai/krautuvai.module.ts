import { Module } from '@nestjs/common';
import { ExamModule } from '../../exam/exam.module';
import { KrautuvaiController } from './krautuvai.controller';

/** Routes under /api/krautuvai/: the shared engine with the krautuvai policy. */
@Module({ imports: [ExamModule], controllers: [KrautuvaiController] })
export class KrautuvaiModule {}
