import { Module } from '@nestjs/common';
import { ExamModule } from '../../exam/exam.module';
import { KodasController } from './kodas.controller';

/** Routes under /api/kodas/: the shared engine with the kodas policy. */
@Module({ imports: [ExamModule], controllers: [KodasController] })
export class KodasModule {}
