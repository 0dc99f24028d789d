import { Controller, Get, HttpStatus, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  TypeOrmHealthIndicator,
  type HealthCheckResult,
  type HealthIndicatorResult,
} from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import { REDIS } from '../infra/redis.module';
import { Public } from '../common/public.decorator';
import { DATABASE_RETRY_AFTER_SECONDS } from '../database/database-unavailable';
import { ShutdownState } from './shutdown-state';

/** A health answer never waits longer than this on the database or Redis. */
export const HEALTH_TIMEOUT_MS = 1500;

@ApiTags('health')
@Controller('health')
@Public()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly shutdown: ShutdownState,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  /** 200 `{status: 'ok', database: 'ok'}`, or 503 (with Retry-After) when the database does not answer in time. */
  @Get()
  async overall(
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<{ status: string; database: string }> {
    const ping = await this.db
      .pingCheck('database', { timeout: HEALTH_TIMEOUT_MS })
      .catch(() => ({ database: { status: 'down' } }));
    if (ping.database.status === 'up') return { status: 'ok', database: 'ok' };
    {
      void res.status(HttpStatus.SERVICE_UNAVAILABLE).header('Retry-After', DATABASE_RETRY_AFTER_SECONDS);
      return { status: 'error', database: 'unavailable' };
    }
  }

  /**
   * Liveness: the process answers (restart it when this fails). Touches no dependency. Names the process, so an
   * operator (and the workers test) can tell which instance or worker answered.
   */
  @Get('live')
  @HealthCheck()
  live(): Promise<HealthCheckResult> {
    return this.health.check([() => ({ process: { status: 'up', pid: process.pid } })]);
  }

  /** Readiness: the database (and Redis when configured) answer, and the instance is not stopping. */
  @Get('ready')
  @HealthCheck()
  async ready(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () => this.db.pingCheck('database', { timeout: HEALTH_TIMEOUT_MS }),
        ...(this.redis ? [() => this.pingRedis(this.redis!)] : []),
        () => this.running(),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      // Terminus' own body (which check failed), not the generic error shape.
      void res.status(HttpStatus.SERVICE_UNAVAILABLE).header('Retry-After', DATABASE_RETRY_AFTER_SECONDS);
      return error.getResponse() as HealthCheckResult;
    }
  }

  private async pingRedis(redis: Redis): Promise<HealthIndicatorResult> {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS).unref(),
    );
    try {
      await Promise.race([redis.ping(), timeout]);
      return { redis: { status: 'up' } };
    } catch (error) {
      return { redis: { status: 'down', message: (error as Error).message } };
    }
  }

  private async running(): Promise<HealthIndicatorResult> {
    if (this.shutdown.stopping) return { instance: { status: 'down', message: 'stopping' } };
    return { instance: { status: 'up' } };
  }
}
