import { Module } from '@nestjs/common';
import { ExamModule } from '../exam/exam.module';
import { StaffController } from './staff.controller';

@Module({ imports: [ExamModule], controllers: [StaffController] })
export class StaffModule {}
