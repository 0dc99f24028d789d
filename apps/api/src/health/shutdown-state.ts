import type { Server } from 'node:http';
import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * Set when the instance is told to stop (SIGTERM): readiness then answers 503 so the load balancer sends no new
 * requests; after SHUTDOWN_DELAY_MS the server stops accepting connections (Nest closes it next) and lets the
 * requests in flight finish.
 */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  stopping = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.config.shutdownDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, this.config.shutdownDelayMs));
    // server.close() waits for every open connection, and keep-alive ones stay open for seconds after their last
    // answer: close each as soon as it is idle (a request in flight keeps its connection until answered).
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (server?.closeIdleConnections) setInterval(() => server.closeIdleConnections(), 100).unref();
  }
}
