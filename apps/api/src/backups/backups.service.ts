import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Cron } from 'croner';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { BackupRunEntity } from './backup-run.entity';
import { BackupRunner } from './backup-runner';

/** The nightly backup (BACKUP_SCHEDULE in the school's time zone) and the ones staff start. */
@Injectable()
export class BackupsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Backups');
  private readonly runner: BackupRunner;
  private job: Cron | null = null;
  /** The backup this instance is taking (staff's answer does not wait for it). */
  private current: Promise<unknown> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {
    this.runner = new BackupRunner(config, dataSource, () => clock.now());
  }

  onApplicationBootstrap(): void {
    const { schedule } = this.config.backups;
    // An in-memory database (tests, trials) has nothing worth a nightly backup.
    if (!schedule || (this.config.database.type === 'sqlite' && this.config.database.database === ':memory:'))
      return;
    this.job = new Cron(schedule, { timezone: this.config.timeZone, protect: true }, () => this.scheduled());
  }

  async onModuleDestroy(): Promise<void> {
    this.job?.stop();
    await this.current?.catch(() => undefined);
  }

  /** Named by the minute it was due in school time: of several instances, one takes it. */
  private async scheduled(): Promise<void> {
    const due = new Intl.DateTimeFormat('sv-SE', {
      timeZone: this.config.timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(this.clock.now()));
    const run = await this.track(this.runner.run('schedule', `schedule:${due}`));
    if (run?.outcome === 'failed') this.logger.error(`nightly backup failed: ${run.error}`);
    else if (run) this.logger.log(`nightly backup ${run.path} (${run.sizeBytes} bytes)`);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.current = work;
    return work.finally(() => {
      if (this.current === work) this.current = null;
    });
  }

  /** Starts a backup for staff and returns at once (it is listed as running); refused while one runs. */
  async start(actor: { id: number }): Promise<void> {
    const running = await this.dataSource.getRepository(BackupRunEntity).existsBy({ outcome: 'running' });
    if (running || this.current) throw new BackupBusyError();
    await this.audit.record(actor, { action: 'backup.start', target: 'backups' });
    void this.track(this.runner.run('staff')).catch((error: unknown) =>
      this.logger.error(`backup failed: ${String(error)}`),
    );
  }

  /** Waits for this instance's backup in progress (tests, shutdown). */
  async settled(): Promise<void> {
    await this.current?.catch(() => undefined);
  }

  list(limit = 50): Promise<BackupRunEntity[]> {
    return this.dataSource.getRepository(BackupRunEntity).find({ order: { id: 'DESC' }, take: limit });
  }
}

export class BackupBusyError extends Error {}
