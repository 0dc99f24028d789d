// The save path's ceiling: the smallest NestJS app on the API's adapter (Fastify, the same body limit) that answers a save-like POST with one UPDATE on the same database, through TypeORM on the same
// driver and pool size. The API latency bench runs it next to the real save and prints real ÷ ceiling.
//   DATABASE_URL=mysql://... | sqlite:/path  PORT=...  [WORKERS=n]  node tools/bench/lib/ceiling-api.mjs
// WORKERS > 1: that many processes on the port (node:cluster), as the API with API_WORKERS.
// POST /api/ceiling/save  body {ch, test}, header x-attempt: <attempt id>  ->  {saved: true}
import 'reflect-metadata';
import cluster from 'node:cluster';
import { Body, Controller, Headers, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';

function dataSource(url) {
  if (url.startsWith('sqlite:')) return new DataSource({ type: 'better-sqlite3', database: url.slice(7) });
  const u = new URL(url);
  return new DataSource({
    type: 'mysql',
    host: u.hostname,
    port: Number(u.port || 3306),
    username: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: u.pathname.slice(1),
    charset: 'utf8mb4_unicode_ci',
    extra: { connectionLimit: 10 }, // as apps/api/src/database/data-source-options.ts
  });
}

const workers = Number(process.env.WORKERS || 1);
if (workers > 1 && cluster.isPrimary) {
  let listening = 0;
  for (let i = 0; i < workers; i++)
    cluster.fork().on('message', (m) => {
      if (m === 'listening' && ++listening === workers) console.log('ceiling listening');
    });
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers)) w.process.kill('SIGTERM');
    cluster.on('exit', () => Object.keys(cluster.workers).length === 0 && process.exit(0));
  });
} else {
  await serve();
}

async function serve() {
  const db = dataSource(process.env.DATABASE_URL);

  class CeilingController {
    async save(body, attempt) {
      await db.query('UPDATE attempts SET answers = ? WHERE id = ?', [
        JSON.stringify(body.ch),
        Number(attempt),
      ]);
      return { saved: true };
    }
  }
  // Decorators applied by hand (plain JavaScript).
  const method = Object.getOwnPropertyDescriptor(CeilingController.prototype, 'save');
  Post('save')(CeilingController.prototype, 'save', method);
  HttpCode(200)(CeilingController.prototype, 'save', method);
  Body()(CeilingController.prototype, 'save', 0);
  Headers('x-attempt')(CeilingController.prototype, 'save', 1);
  Controller('ceiling')(CeilingController);

  class CeilingModule {}
  Module({ controllers: [CeilingController] })(CeilingModule);

  await db.initialize();
  const app = await NestFactory.create(CeilingModule, new FastifyAdapter({ bodyLimit: 256 * 1024 }), {
    logger: ['error'],
  });
  app.setGlobalPrefix('api');
  await app.listen(Number(process.env.PORT), '127.0.0.1');
  if (cluster.isWorker) process.send('listening');
  else console.log('ceiling listening');
  const stop = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
}
