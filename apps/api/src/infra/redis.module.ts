import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** The shared Redis client (REDIS_URL), or null when this instance keeps its state in memory. */
export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Redis | null => {
        if (!config.redisUrl) return null;
        const logger = new Logger('Redis');
        // Commands fail fast while Redis is away (callers degrade) instead of queuing without bound.
        const client = new Redis(config.redisUrl, {
          keyPrefix: config.redisKeyPrefix,
          maxRetriesPerRequest: 1,
          commandTimeout: 1000,
          connectTimeout: 2000,
        });
        let warned = false;
        client.on('error', (error: Error) => {
          if (!warned) logger.warn(`Redis: ${error.message}`);
          warned = true;
        });
        client.on('ready', () => (warned = false));
        return client;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
