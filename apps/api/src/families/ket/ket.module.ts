import { Module } from '@nestjs/common';
import { ExamModule } from '../../exam/exam.module';
import { KetController } from './ket.controller';

/** Routes under /api/ket/: the shared engine with the ket policy. */
@Module({ imports: [ExamModule], controllers: [KetController] })
export class KetModule {}
