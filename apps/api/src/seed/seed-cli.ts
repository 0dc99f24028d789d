import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app/app.module';
import { loadCommandConfig } from '../config/command-config';
import { SeedService } from './seed.service';

/** `nx run api:seed`: runs the migrations and upserts the sample accounts and every bank file present. */
async function main(): Promise<void> {
  const config = { ...loadCommandConfig(), seedOnStart: false };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['log', 'warn', 'error'],
  });
  await app.get(SeedService).seedAll();
  await app.close();
}

void main();
