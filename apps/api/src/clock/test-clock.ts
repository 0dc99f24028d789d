import type { FastifyInstance } from 'fastify';
import { Clock } from './clock.service';

/**
 * A clock set ahead of the real one by an offset that a loopback request changes: how the learning simulation
 * (tools/bench/learning-sim.mjs) runs weeks of reviews through the real API in a minute. Only with
 * TEST_CLOCK_CONTROL=1, which the configuration refuses when NODE_ENV=production (app-config.ts): no production
 * server has the route, and time only moves forward.
 */
export class OffsetClock extends Clock {
  private offset = 0;

  override now(): number {
    return Date.now() + this.offset;
  }

  /** Moves the clock to `at` (epoch ms); never back. */
  moveTo(at: number): number {
    this.offset = Math.max(this.offset, at - Date.now());
    return this.now();
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** `PUT /api/test/clock {at}` (epoch ms): moves the clock there, from the loopback only; answers `{now}`. */
export function installTestClockRoute(fastify: FastifyInstance, clock: OffsetClock): void {
  fastify.put('/api/test/clock', (request, reply) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return reply.code(404).send();
    const at = Number((request.body as { at?: unknown } | undefined)?.at);
    if (!Number.isFinite(at)) return reply.code(400).send({ statusCode: 400, message: 'at: epoch ms' });
    return reply.send({ now: clock.moveTo(at) });
  });
}
