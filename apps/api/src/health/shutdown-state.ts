import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * Set when the instance is told to stop (SIGTERM): readiness then answers 503 so the load balancer sends no new
 * requests; after SHUTDOWN_DELAY_MS the server stops accepting connections and lets the requests in flight finish.
 */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  stopping = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.config.shutdownDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, this.config.shutdownDelayMs));
  }
}
