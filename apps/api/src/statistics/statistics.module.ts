import { Module } from '@nestjs/common';
import { ExamModule } from '../exam/exam.module';
import { StatisticsController } from './statistics.controller';
import { StatisticsService } from './statistics.service';

@Module({ imports: [ExamModule], controllers: [StatisticsController], providers: [StatisticsService] })
export class StatisticsModule {}
