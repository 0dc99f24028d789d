import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MetricsService } from './metrics.service';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics (outside /api, where Prometheus looks by default): the Prometheus text format for
 * `Authorization: Bearer <METRICS_TOKEN>`, 401 for anyone else; 404 when METRICS_TOKEN is not set. Every answered
 * request is timed by its route's pattern.
 */
export function installMetrics(
  fastify: FastifyInstance,
  metrics: MetricsService,
  token: string | null,
): void {
  fastify.get('/metrics', async (req, reply) => {
    if (!token) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    const [scheme, given] = (req.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !given || !sameToken(given, token))
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' });
    return reply.header('Content-Type', metrics.registry.contentType).send(await metrics.text());
  });
  if (!token) return;
  fastify.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics')
      metrics.observe(req.method, route, req.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
