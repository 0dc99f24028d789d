import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type DynamicModule,
  Inject,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  RequestMethod,
} from '@nestjs/common';
import { type DestinationStream, pino, type Logger } from 'pino';
import { pinoHttp, type Options } from 'pino-http';
import type { AppConfig } from '../config/app-config';
import { PinoNestLogger } from './pino-nest-logger';

/** A caller's (or the load balancer's) request id is kept when it looks like one; otherwise a new one. */
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * The runner saves every learner's answers once a minute: a successful save is a heartbeat, logged at debug (a
 * failed one as any other request). Writing its line cost about a tenth of the API's CPU under save load.
 */
export function isRoutineSave(req: IncomingMessage): boolean {
  return req.method === 'POST' && (req.url?.endsWith('/tests/save') ?? false);
}

/**
 * What a request line says of the request. pino-http binds it to a child logger on every request, serialized at
 * once whether or not a line is written (saves are not), so it is kept to what an operator reads: no headers (and
 * so no tokens or cookies to redact), the client's address and agent.
 */
export function requestSummary(req: IncomingMessage & { id?: unknown; originalUrl?: string }) {
  return {
    id: req.id,
    method: req.method,
    url: req.originalUrl ?? req.url,
    remoteAddress: req.socket?.remoteAddress,
    userAgent: req.headers['user-agent'],
  };
}

/** The process's root pino logger (JSON lines at LOG_LEVEL): request lines are its children, Nest's lines its own. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** The request line's options: the id, its level, what it says of the request. */
function httpLoggingOptions(logger: Logger): Options {
  return {
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (req, res, error) =>
      error || res.statusCode >= 500
        ? 'error'
        : res.statusCode >= 400
          ? 'warn'
          : isRoutineSave(req)
            ? 'debug'
            : 'info',
    // The raw request and response go straight to these (not through pino's own request serializer first).
    wrapSerializers: false,
    serializers: {
      req: requestSummary,
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  };
}

/**
 * One JSON line per request (pino-http) with the request id, which the answer also carries (X-Request-Id) so a
 * learner's report can be matched across instances; `req.log` is that request's logger (the exception filter
 * writes its errors there). LOG_LEVEL sets the level. Nest's own lines go to the root logger (PinoNestLogger).
 * nestjs-pino did this and more: it also bound every log call to its request with an AsyncLocalStorage, which on
 * Node 20 hooks every promise (a sixth of an end's CPU; docs/decisions.md, "API").
 */
@Module({})
export class RequestLoggingModule implements NestModule {
  static forRoot(config: AppConfig, destination?: DestinationStream): DynamicModule {
    const logger = destination
      ? pino({ level: config.logLevel }, destination)
      : pino({ level: config.logLevel });
    return {
      module: RequestLoggingModule,
      global: true,
      providers: [
        { provide: ROOT_LOGGER, useValue: logger },
        { provide: PinoNestLogger, useValue: new PinoNestLogger(logger) },
      ],
      exports: [PinoNestLogger],
    };
  }

  constructor(@Inject(ROOT_LOGGER) private readonly logger: Logger) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(pinoHttp(httpLoggingOptions(this.logger)))
      .forRoutes({ path: '*', method: RequestMethod.ALL });
  }
}
