import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BackupRunEntity } from './backup-run.entity';
import { BackupsController } from './backups.controller';
import { BackupsService } from './backups.service';

export const BACKUPS_ENTITIES = [BackupRunEntity];

@Module({
  imports: [TypeOrmModule.forFeature(BACKUPS_ENTITIES)],
  controllers: [BackupsController],
  providers: [BackupsService],
  exports: [BackupsService],
})
export class BackupsModule {}
