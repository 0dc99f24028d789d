import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';

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

/**
 * One JSON line per request and per log call (pino), each with the request id, which the answer also carries
 * (X-Request-Id) so a learner's report can be matched across instances. LOG_LEVEL sets the level.
 */
export function requestLogging(config: AppConfig): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      level: config.logLevel,
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
    },
  });
}
