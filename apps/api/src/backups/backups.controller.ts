import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ApiError } from '../common/api-error';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import type { BackupRunEntity } from './backup-run.entity';
import { BackupBusyError, BackupsService } from './backups.service';

export interface BackupRunView {
  id: number;
  trigger: string;
  startedAt: string;
  finishedAt: string | null;
  outcome: string;
  /** The backup's folder on the server (what `npm run restore -- <path>` takes). */
  path: string | null;
  sizeBytes: number | null;
  error: string | null;
}

function toView(run: BackupRunEntity): BackupRunView {
  return {
    id: run.id,
    trigger: run.trigger,
    startedAt: new Date(run.startedAt).toISOString(),
    finishedAt: run.finishedAt === null ? null : new Date(run.finishedAt).toISOString(),
    outcome: run.outcome,
    path: run.path,
    sizeBytes: run.sizeBytes,
    error: run.error,
  };
}

/** Staff see the backups (time, size, outcome) and start one. */
@ApiTags('staff')
@ApiBearerAuth()
@Roles('staff')
@Controller('staff/backups')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Get()
  async list(): Promise<{ items: BackupRunView[] }> {
    return { items: (await this.backups.list()).map(toView) };
  }

  /** 202: started (listed as running until it ends); 409 while a backup runs. */
  @Post()
  @HttpCode(202)
  async start(@CurrentUser() user: RequestUser): Promise<{ started: true }> {
    try {
      await this.backups.start(user);
    } catch (error) {
      if (error instanceof BackupBusyError)
        throw new ApiError(409, 'backup-running', 'Atsarginė kopija jau daroma');
      throw error;
    }
    return { started: true };
  }
}
