import type { ArgumentsHost } from '@nestjs/common';
import { pino } from 'pino';
import { AllExceptionsFilter } from './all-exceptions.filter';

/** A Fastify request (its `log` is bound to its id) and a reply that records its answer. */
function host() {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level: 'info' },
    { write: (l: string) => lines.push(JSON.parse(l) as Record<string, unknown>) },
  );
  const answer: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    sent: false,
    header(name: string, value: string) {
      answer.headers[name] = value;
      return this;
    },
    status(code: number) {
      answer.status = code;
      return this;
    },
    send: (body: unknown) => (answer.body = body),
  };
  const req = { log: log.child({ reqId: 'req-42' }) };
  const http = { getRequest: () => req, getResponse: () => res, getNext: () => undefined };
  return { host: { switchToHttp: () => http } as unknown as ArgumentsHost, lines, answer };
}

describe('AllExceptionsFilter', () => {
  it('answers an unexpected error 500 without internals and logs it under the request’s id', () => {
    const { host: h, lines, answer } = host();
    new AllExceptionsFilter().catch(new Error('secret internals'), h);
    expect(answer).toMatchObject({ status: 500, body: { code: 'internal', message: 'Serverio klaida' } });
    expect(JSON.stringify(answer.body)).not.toContain('secret');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        context: 'Errors',
        reqId: 'req-42',
        err: expect.objectContaining({ message: 'secret internals' }),
      }),
    ]);
  });

  it('logs a database outage as a warning under the request’s id and answers 503 with Retry-After', () => {
    const { host: h, lines, answer } = host();
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    new AllExceptionsFilter().catch(outage, h);
    expect(answer).toMatchObject({ status: 503, headers: { 'Retry-After': '5' } });
    expect(lines).toEqual([expect.objectContaining({ level: 40, context: 'Errors', reqId: 'req-42' })]);
  });

  it('does not log what the client got wrong', () => {
    const { host: h, lines, answer } = host();
    new AllExceptionsFilter().catch(
      Object.assign(new Error('bad length'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' }),
      h,
    );
    expect(answer.status).toBe(400);
    expect(lines).toEqual([]);
  });
});
