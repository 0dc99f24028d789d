import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig, loadEnvFiles } from './config/app-config';
import { createApp } from './app/create-app';

async function main(): Promise<void> {
  loadEnvFiles();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  // SIGTERM/SIGINT: readiness turns 503, then the server stops taking connections, finishes the requests in
  // flight, and only then closes the database pool and Redis (ShutdownState, Nest's shutdown order).
  app.enableShutdownHooks();
  await app.listen(config.port);
  const db =
    config.database.type === 'mysql'
      ? `mysql ${config.database.host}:${config.database.port}/${config.database.database}`
      : `sqlite ${config.database.database}`;
  // Through pino like every other line (JSON at LOG_LEVEL info and above).
  const logger = new Logger('Main');
  logger.log(
    `API listening on http://localhost:${config.port}/api (docs: http://localhost:${config.port}/api/docs; database: ${db})`,
  );
  if (!config.production) {
    logger.log(
      `Portal: http://localhost:${config.port}/ (sample learners learner-active, learner-pending, learner-rejected, ` +
        `learner-expired, learner-new with password learner-pass; staff: ${config.staffUsername})`,
    );
  }
}

void main();
