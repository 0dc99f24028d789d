import 'reflect-metadata';
import cluster from 'node:cluster';
import { Logger } from '@nestjs/common';
import { loadCommandConfig } from './config/command-config';
import { createApp } from './app/create-app';
import { superviseWorkers } from './app/workers';
import { ExamWarmup } from './exam/exam-warmup';

async function main(): Promise<void> {
  const config = loadCommandConfig();
  if (config.workers > 1 && cluster.isPrimary) return superviseWorkers(config);
  const app = await createApp(config);
  // SIGTERM/SIGINT: readiness turns 503, then the server stops taking connections, finishes the requests in
  // flight, and only then closes the database pool and Redis (ShutdownState, Nest's shutdown order).
  if (cluster.isWorker) {
    // A worker may get the signal twice (from the primary and from a process manager signalling the whole group):
    // Nest's own hooks would let the second one kill it mid-request, so the first closes and the rest are ignored.
    let closing = false;
    const close = () => {
      if (closing) return;
      closing = true;
      void app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.on('SIGTERM', close).on('SIGINT', close);
  } else {
    app.enableShutdownHooks();
  }
  // Before listening, so the first requests (a class starting together) find the banks and the pool ready; after
  // init, which runs the seed.
  await app.init();
  await app.get(ExamWarmup).run();
  // Every interface, as Express listened (Fastify's default is the loopback only); IPv4 alone where IPv6 is off.
  await app.listen(config.port, '::').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    return app.listen(config.port, '0.0.0.0');
  });
  const db =
    config.database.type === 'mysql'
      ? `mysql ${config.database.host}:${config.database.port}/${config.database.database}`
      : `sqlite ${config.database.database}`;
  // Through pino like every other line (JSON at LOG_LEVEL info and above).
  const logger = new Logger('Main');
  logger.log(
    `API listening on http://localhost:${config.port}/api (docs: http://localhost:${config.port}/api/docs; database: ${db})`,
  );
  if (!config.production && !cluster.isWorker) {
    logger.log(
      `Portal: http://localhost:${config.port}/ (sample learners learner-active, learner-pending, learner-rejected, ` +
        `learner-expired, learner-new with password learner-pass; staff: ${config.staffUsername})`,
    );
  }
}

void main();
