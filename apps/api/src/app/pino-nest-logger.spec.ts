import { Logger } from '@nestjs/common';
import { pino } from 'pino';
import { PinoNestLogger } from './pino-nest-logger';

function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = new PinoNestLogger(
    pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
  );
  return { logger, lines };
}

describe('PinoNestLogger', () => {
  it('writes the message with the context Nest passes last', () => {
    const { logger, lines } = capture();
    logger.log('seeded 3 banks', 'Seed');
    logger.warn('slow', 'Redis');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, context: 'Seed', msg: 'seeded 3 banks' }),
      expect.objectContaining({ level: 40, context: 'Redis', msg: 'slow' }),
    ]);
  });

  it('writes the routes Nest maps at debug level (issue 25 item 17: npm start printed about 200 of them)', () => {
    const { logger, lines } = capture('debug');
    logger.log('AuthController {/api/auth}:', 'RoutesResolver');
    logger.log('Mapped {/api/auth/login, POST} route', 'RouterExplorer');
    expect(lines.map((l) => l.level)).toEqual([20, 20]);
    const quiet = capture('info');
    quiet.logger.log('Mapped {/api/auth/login, POST} route', 'RouterExplorer');
    expect(quiet.lines).toEqual([]);
  });

  it('keeps an error as `err` and a stack passed beside the message as `details`', () => {
    const { logger, lines } = capture();
    logger.error(new Error('boom'), 'Errors');
    logger.error('failed', 'the stack', 'Mail');
    expect(lines[0]).toMatchObject({ level: 50, context: 'Errors', msg: 'boom', err: { message: 'boom' } });
    expect(lines[1]).toMatchObject({ level: 50, context: 'Mail', msg: 'failed', details: 'the stack' });
  });

  it('merges an object message into the line', () => {
    const { logger, lines } = capture();
    logger.log({ msg: 'order 7', orderId: 7 }, 'Payments');
    expect(lines[0]).toMatchObject({ context: 'Payments', msg: 'order 7', orderId: 7 });
  });

  it('writes nothing below its level, and serves Nest’s Logger', () => {
    const { logger, lines } = capture('warn');
    logger.log('quiet');
    logger.debug('quieter', 'X');
    logger.verbose('quietest', 'X');
    Logger.overrideLogger(logger);
    new Logger('Main').warn('heard');
    Logger.overrideLogger(false);
    expect(lines).toEqual([expect.objectContaining({ level: 40, context: 'Main', msg: 'heard' })]);
  });
});
