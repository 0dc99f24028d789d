import { Module } from '@nestjs/common';
import { StatisticsController } from './statistics.controller';
import { StatisticsService } from './statistics.service';

@Module({ controllers: [StatisticsController], providers: [StatisticsService] })
export class StatisticsModule {}
