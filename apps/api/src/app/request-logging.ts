import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type DynamicModule, Module } from '@nestjs/common';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type DestinationStream, type Level, pino, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { PinoNestLogger } from './pino-nest-logger';

/** A caller's (or the load balancer's) request id is kept when it looks like one; otherwise a new one. */
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** The process's root pino logger (JSON lines at LOG_LEVEL): request lines are its children, Nest's lines its own. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

export function createRootLogger(config: AppConfig, destination?: DestinationStream): Logger {
  return destination ? pino({ level: config.logLevel }, destination) : pino({ level: config.logLevel });
}

/** The id of a request (Fastify's `genReqId`): the caller's X-Request-Id when it looks like one, else a UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The runner saves every learner's answers once a minute: a successful save is a heartbeat, logged at debug (a
 * failed one as any other request). Writing its line cost about a tenth of the API's CPU under save load.
 */
export function isRoutineSave(req: { method: string; url: string }): boolean {
  return req.method === 'POST' && req.url.endsWith('/tests/save');
}

/**
 * A health probe (a load balancer's, `npm start`'s wait for the API) is a heartbeat too: a passing one at debug, so
 * probes neither flood the log nor print after `npm start`'s closing lines. By the route the router chose.
 */
function isHealthProbe(req: FastifyRequest): boolean {
  return req.routeOptions.url?.startsWith('/api/health') ?? false;
}

function lineLevel(req: FastifyRequest, reply: FastifyReply): Level {
  const status = reply.statusCode;
  if (status >= 500) return 'error';
  if (status >= 400) return 'warn';
  return isRoutineSave(req) || isHealthProbe(req) ? 'debug' : 'info';
}

/**
 * One JSON line per request, written when the answer is sent (Fastify's log controller, replacing its two lines
 * per request), with the request id (`reqId`), which the answer also carries (X-Request-Id) so a learner's report can be
 * matched across instances. `request.log` is that request's logger (the exception filter writes its errors there).
 */
export class RequestLines extends LogController {
  override incomingRequest(): void {
    // One line per request, at its end.
  }

  override requestCompleted(error: Error | null, req: FastifyRequest, reply: FastifyReply): void {
    const level = error ? 'error' : lineLevel(req, reply);
    const log = req.log as Logger;
    if (!log.isLevelEnabled(level)) return;
    log[level](
      {
        // Fastify's serializers: the method, URL, host and client address (no headers, so no tokens or cookies).
        req,
        res: reply,
        responseTime: Math.round(reply.elapsedTime),
        ...(error ? { err: error } : {}),
      },
      'request completed',
    );
  }
}

/** Every answer carries its request's id. */
export function installRequestIdHeader(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Request-Id', req.id);
    done();
  });
}

/** The root logger for injection, and Nest's own lines through it (PinoNestLogger) with their context. */
@Module({})
export class RequestLoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: RequestLoggingModule,
      global: true,
      providers: [
        { provide: ROOT_LOGGER, useValue: logger },
        { provide: PinoNestLogger, useValue: new PinoNestLogger(logger) },
      ],
      exports: [ROOT_LOGGER, PinoNestLogger],
    };
  }
}
