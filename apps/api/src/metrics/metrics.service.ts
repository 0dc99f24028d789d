import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DataSource, In, IsNull, MoreThan } from 'typeorm';
import { BackupRunEntity } from '../backups/backup-run.entity';
import { Clock } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AttemptEntity } from '../exam/attempt.entity';
import { mysqlPool } from '../database/dialect';

/** The learner's test calls counted apart: a start, a save, an end (POST /api/<family>/tests[/save|/end]). */
const TEST_CALL = /^\/api\/([a-z]+)\/tests(\/save|\/end|\/texts)?$/;

type Outcome = 'ok' | 'refused' | 'failed';
const outcomeOf = (status: number): Outcome => (status < 400 ? 'ok' : status < 500 ? 'refused' : 'failed');

interface MysqlPool {
  getConnection(cb: (err: Error | null, conn?: unknown) => void): void;
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
}

/**
 * The Prometheus metrics of this process (GET /metrics): a registry of its own per application, so several
 * applications in one process (the tests) do not mix their counts. Instances are told apart by the scraper's
 * `instance` label.
 */
@Injectable()
export class MetricsService implements OnModuleInit {
  readonly registry = new Registry();

  private readonly requestDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly testCalls = new Counter({
    name: 'portal_test_calls_total',
    help: "Learners' test starts, saves and ends, by family and outcome (ok, refused: 4xx, failed: 5xx)",
    labelNames: ['call', 'family', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly poolWait = new Histogram({
    name: 'portal_db_pool_wait_seconds',
    help: 'Time a query waited for a pooled database connection (MySQL)',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 3],
    registers: [this.registry],
  });

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'portal_' });
    new Gauge({
      name: 'portal_tests_running',
      help: 'Tests started and not ended whose time has not run out, by family',
      labelNames: ['family'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await dataSource
          .getRepository(AttemptEntity)
          .createQueryBuilder('a')
          .select('a.family', 'family')
          .addSelect('COUNT(*)', 'n')
          .where({ finishedAt: IsNull(), deadlineAt: MoreThan(clock.now()) })
          .groupBy('a.family')
          .getRawMany<{ family: string; n: string | number }>();
        for (const row of rows) this.set({ family: row.family }, Number(row.n));
      },
    });
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Pooled database connections by state (MySQL): all, free, and queries waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = mysqlPool<MysqlPool>(dataSource);
        if (!pool) return;
        this.set({ state: 'all' }, pool._allConnections?.length ?? 0);
        this.set({ state: 'free' }, pool._freeConnections?.length ?? 0);
        this.set({ state: 'waiting' }, pool._connectionQueue?.length ?? 0);
      },
    });
    // Read from backup_runs, so backups taken by `npm run backup` or another instance count as well.
    new Gauge({
      name: 'portal_backups',
      help: 'Backups recorded, by outcome (ok, failed, running)',
      labelNames: ['outcome'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await dataSource
          .getRepository(BackupRunEntity)
          .createQueryBuilder('b')
          .select('b.outcome', 'outcome')
          .addSelect('COUNT(*)', 'n')
          .groupBy('b.outcome')
          .getRawMany<{ outcome: string; n: string | number }>();
        for (const row of rows) this.set({ outcome: row.outcome }, Number(row.n));
      },
    });
    new Gauge({
      name: 'portal_backup_last_success_timestamp_seconds',
      help: 'When the last successful backup ended (0: none yet)',
      registers: [this.registry],
      async collect() {
        const last = await dataSource
          .getRepository(BackupRunEntity)
          .findOne({ where: { outcome: 'ok' }, order: { finishedAt: 'DESC' } });
        this.set(last?.finishedAt ? last.finishedAt / 1000 : 0);
      },
    });
    new Gauge({
      name: 'portal_backup_last_failed',
      help: '1 when the latest backup that ended failed, else 0',
      registers: [this.registry],
      async collect() {
        const last = await dataSource
          .getRepository(BackupRunEntity)
          .findOne({ where: { outcome: In(['ok', 'failed'] as const) }, order: { id: 'DESC' } });
        this.set(last?.outcome === 'failed' ? 1 : 0);
      },
    });
  }

  get enabled(): boolean {
    return this.config.metricsToken !== null;
  }

  /** Times every wait for a pooled connection (wrapping the pool's getConnection, as bounded-pool.ts does). */
  onModuleInit(): void {
    const pool = mysqlPool<MysqlPool>(this.dataSource);
    if (!pool || !this.enabled) return;
    const getConnection = pool.getConnection.bind(pool);
    pool.getConnection = (cb) => {
      const end = this.poolWait.startTimer();
      getConnection((err, conn) => {
        end();
        cb(err, conn);
      });
    };
  }

  /** One answered request: `route` is the route's pattern (`/api/:family/...`), never the raw URL. */
  observe(method: string, route: string, url: string, status: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status_code: status }, seconds);
    if (method !== 'POST') return;
    const match = TEST_CALL.exec(url.split('?')[0]);
    if (!match) return;
    const call = match[2] ? match[2].slice(1) : 'start';
    this.testCalls.inc({ call, family: match[1], outcome: outcomeOf(status) });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
