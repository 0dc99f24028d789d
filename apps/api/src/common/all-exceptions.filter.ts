import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { ErrorBody, ValidationErrorBody } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database/database-unavailable';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const CODES: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
};

const MESSAGES_LT: Record<number, string> = {
  401: 'Reikia prisijungti',
  403: 'Neleidžiama',
  404: 'Nerasta',
  413: 'Per didelė užklausa',
  415: 'Nepalaikomas turinio tipas',
  429: 'Per daug bandymų. Pabandykite po minutės.',
};

/** The 4xx status of an error Fastify or one of its plugins raised on the way in (`FST_…` codes). */
function clientStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  return typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500
    ? statusCode
    : null;
}

/**
 * Every error answer is JSON in the contracts' shapes: ValidationErrorBody for 400, ErrorBody otherwise.
 * Errors from input never become 500; anything else is logged and answered without internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<FastifyReply>();
    // The request's own logger (with its id).
    const log = http.getRequest<FastifyRequest | undefined>()?.log;
    if (isDatabaseUnavailable(exception)) {
      // A frozen or unreachable database is temporary: the client is told to retry, not that the server broke.
      const message = `database unavailable: ${(exception as Error).message}`;
      if (log) log.warn({ context: 'Errors' }, message);
      else this.logger.warn(message);
      if (res.sent) return;
      res.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).send({
        statusCode: 503,
        error: TITLES[503],
        message: 'Duomenų bazė laikinai nepasiekiama. Pabandykite po kelių sekundžių.',
        code: 'database-unavailable',
      });
      return;
    }
    const [status, body] = this.toBody(exception);
    if (status === 500) {
      if (log) log.error({ context: 'Errors', err: exception }, 'unexpected error');
      else
        this.logger.error(
          exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
        );
    }
    if (res.sent) return;
    res.status(status).send(body);
  }

  private toBody(exception: unknown): [number, ErrorBody | ValidationErrorBody] {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      const given =
        typeof raw === 'object' && raw !== null ? (raw as Partial<ValidationErrorBody & ErrorBody>) : {};
      const text =
        typeof raw === 'string'
          ? raw
          : Array.isArray(given.message)
            ? given.message.join('; ')
            : given.message;
      if (status === 400) {
        if (Array.isArray(given.fields)) return [400, given as ValidationErrorBody];
        return [400, badBody(text ?? 'Neteisinga užklausa')];
      }
      return [
        status,
        {
          statusCode: status,
          error: TITLES[status] ?? 'Error',
          message: status === 429 || !text ? (MESSAGES_LT[status] ?? 'Klaida') : text,
          code: given.code ?? CODES[status] ?? `http-${status}`,
        },
      ];
    }
    const status = clientStatus(exception);
    if (status === 400) return [400, badBody((exception as Error).message)];
    if (status) {
      return [
        status,
        {
          statusCode: status,
          error: TITLES[status] ?? 'Error',
          message: MESSAGES_LT[status] ?? 'Klaida',
          code: CODES[status] ?? `http-${status}`,
        },
      ];
    }
    return [500, { statusCode: 500, error: TITLES[500], message: 'Serverio klaida', code: 'internal' }];
  }
}

/** A 400 that is not about one named field (malformed JSON and the like): reported on `body`. */
function badBody(detail: string): ValidationErrorBody {
  return {
    statusCode: 400,
    error: 'Bad Request',
    message: detail,
    fields: [{ field: 'body', code: 'format', message: 'Netinkamas užklausos turinys (JSON)' }],
  };
}
