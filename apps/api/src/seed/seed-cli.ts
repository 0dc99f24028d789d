import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app/app.module';
import { ConfigError, loadConfig, loadEnvFiles } from '../config/app-config';
import { SeedService } from './seed.service';

/** `nx run api:seed`: runs the migrations and upserts the sample accounts and every bank file present. */
async function main(): Promise<void> {
  loadEnvFiles();
  let config;
  try {
    config = { ...loadConfig(), seedOnStart: false };
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['log', 'warn', 'error'],
  });
  await app.get(SeedService).seedAll();
  await app.close();
}

void main();
