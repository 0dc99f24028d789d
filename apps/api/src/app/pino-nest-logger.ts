import type { LoggerService } from '@nestjs/common';
import type { Logger as Pino, LevelWithSilent } from 'pino';

type Level = Exclude<LevelWithSilent, 'silent'>;

/** Nest's contexts that log each module it loads and each controller and route it maps. */
const ROUTE_CONTEXTS: ReadonlySet<string> = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/**
 * Nest's own log calls (`new Logger('Seed').log(...)`, bootstrap lines) as pino JSON lines on the root logger, the
 * context under `context` as nestjs-pino wrote it. Not bound to the request: a request's own lines (the request line,
 * errors in the exception filter) go through `req.log`, which carries its id. Binding every log call to its request
 * took an AsyncLocalStorage, which on Node 20 runs a hook on every promise the API makes (see docs/decisions.md).
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Pino) {}

  verbose(message: unknown, ...optional: unknown[]): void {
    this.call('trace', message, optional);
  }

  debug(message: unknown, ...optional: unknown[]): void {
    this.call('debug', message, optional);
  }

  log(message: unknown, ...optional: unknown[]): void {
    // Nest's line per module, controller and route (about 230 at start) buries the lines a person starting the
    // portal needs: they are for whoever debugs the wiring.
    const context = optional[optional.length - 1];
    this.call(
      typeof context === 'string' && ROUTE_CONTEXTS.has(context) ? 'debug' : 'info',
      message,
      optional,
    );
  }

  warn(message: unknown, ...optional: unknown[]): void {
    this.call('warn', message, optional);
  }

  error(message: unknown, ...optional: unknown[]): void {
    this.call('error', message, optional);
  }

  fatal(message: unknown, ...optional: unknown[]): void {
    this.call('fatal', message, optional);
  }

  /**
   * Nest passes the context last; anything between the message and it (`error(message, stack, context)`) is kept
   * under `details`.
   */
  private call(level: Level, message: unknown, optional: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    if (optional.length) fields.context = optional[optional.length - 1];
    const extra = optional.slice(0, -1);
    if (extra.length) fields.details = extra.length === 1 ? extra[0] : extra;
    if (message instanceof Error) this.pino[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.pino[level]({ ...fields, ...message });
    else this.pino[level](fields, String(message));
  }
}
