import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { AppConfig } from '../config/app-config';

/** A worker that dies within this long of starting counts as a failed start. */
const STARTUP_MS = 30_000;
/** This many failed starts in a row: the primary gives up (a broken configuration, not a crash to ride out). */
const MAX_FAILED_STARTS = 5;

/**
 * The primary process of `API_WORKERS` > 1: it runs no application, only keeps `count` workers (each the whole
 * API, as one instance would be) listening on the shared port, replaces a worker that dies, and on SIGTERM/SIGINT
 * passes the signal on and exits once every worker has finished its requests in flight and stopped.
 */
export function superviseWorkers(config: AppConfig): void {
  const log = pino({ level: config.logLevel, base: { pid: process.pid, role: 'primary' } });
  let stopping = false;
  let failedStarts = 0;
  const startedAt = new Map<number, number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('every worker stopped');
        // 0 when told to stop; 1 when it gave up (exitCode set below).
        process.exit();
      }
      return;
    }
    failedStarts = lived < STARTUP_MS ? failedStarts + 1 : 0;
    if (failedStarts >= MAX_FAILED_STARTS) {
      log.fatal({ code, signal }, `${failedStarts} workers in a row died while starting: giving up`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    log.error({ worker: worker.process.pid, code, signal }, 'worker died: starting another');
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log.info({ workers: config.workers, port: config.port }, 'starting API workers');
  for (let i = 0; i < config.workers; i++) fork();
}
