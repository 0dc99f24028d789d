import { Module } from '@nestjs/common';
import { ExamModule } from '../../exam/exam.module';
import { HidroController } from './hidro.controller';

/** Routes under /api/hidro/: the shared engine with the hidro policy. */
@Module({ imports: [ExamModule], controllers: [HidroController] })
export class HidroModule {}
