import 'reflect-metadata';
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
  app.enableShutdownHooks();
  await app.listen(config.port);
  const db =
    config.database.type === 'mysql'
      ? `mysql ${config.database.host}:${config.database.port}/${config.database.database}`
      : `sqlite ${config.database.database}`;
  console.log(
    `API listening on http://localhost:${config.port}/api (docs: http://localhost:${config.port}/api/docs; database: ${db})`,
  );
}

void main();
