import { isUtf8 } from 'node:buffer';
import { parse as parseQueryString } from 'node:querystring';
import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, FieldValidationError } from './api-error';
import { rawInputProblem } from './raw-input';

export const NOT_UTF8_MESSAGE_LT = 'Užklausos turinys turi būti UTF-8 koduotės (charset=utf-8)';

/** Bodies above this answer 413 on every route that does not name a larger limit (RouteBodyLimit). */
export const BODY_LIMIT = 256 * 1024;

/**
 * A route whose body limit is not BODY_LIMIT: larger (a bank import carries a whole file) or smaller (the payment
 * provider's callback). Matched against the route as registered, so the limit is the route the router chose,
 * however its URL was spelled.
 */
export interface RouteBodyLimit {
  /** The route's path as registered (`/api/staff/banks/:family/import`). */
  path: string;
  limit: number;
}

/** A form body (the payment provider's callback, the only route that reads one) and its limits. */
export interface FormBodyRoute {
  path: string;
  limit: number;
  parameterLimit: number;
}

/** The declared charset of a body, lower-case, or null when none is declared. */
export function declaredCharset(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const [, ...params] = contentType.split(';');
  for (const param of params) {
    const [name, value = ''] = param.split('=');
    if (name.trim().toLowerCase() === 'charset')
      return value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
  }
  return null;
}

function unsupportedMediaType(): ApiError {
  return new ApiError(
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    'unsupported-media-type',
    'Nepalaikomas turinio tipas',
  );
}

/** A body in a declared charset other than UTF-8 is 415 (the parsers would decode any, a UTF-7 login signed in). */
function requireUtf8Charset(req: FastifyRequest): void {
  const charset = declaredCharset(req.headers['content-type']);
  if (charset !== null && charset !== 'utf-8')
    throw new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'unsupported-charset', NOT_UTF8_MESSAGE_LT);
}

function tooLarge(): ApiError {
  return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'payload-too-large', 'Per didelė užklausa');
}

/** Bytes that are not UTF-8 would be decoded to U+FFFD silently (RFC 8259 allows no other charset). */
function utf8Text(body: Buffer): string {
  if (!isUtf8(body)) throw FieldValidationError.of('body', 'format', NOT_UTF8_MESSAGE_LT);
  return body.toString('utf8');
}

/** A 400 on `body` for JSON that does not parse, or whose top level is not an object or array. */
function badJson(detail: string): FieldValidationError {
  return new FieldValidationError(
    [{ field: 'body', code: 'format', message: 'Netinkamas užklausos turinys (JSON)' }],
    detail,
  );
}

/** Parsed input is checked before any validator sees it (see raw-input.ts). */
function checked<T>(value: T, root: string): T {
  const problem = rawInputProblem(value, root);
  if (problem) throw new FieldValidationError([problem], problem.message);
  return value;
}

/** A JSON body: charset (415), size (413), UTF-8 bytes, syntax (objects and arrays only), then the raw input. */
export function parseJsonBody(req: FastifyRequest, body: Buffer, limit: number): unknown {
  requireUtf8Charset(req);
  if (body.length > limit) throw tooLarge();
  const text = utf8Text(body);
  // An empty body is an empty object, as Express's parser had it; a bare scalar is refused (strict JSON bodies).
  if (/^\s*$/.test(text)) return {};
  if (!/^\s*[{[]/.test(text)) throw badJson('JSON body must be an object or an array');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badJson((error as Error).message);
  }
  return checked(value, 'body');
}

/**
 * The API's body parsers on Fastify: JSON everywhere, forms only on `form.path` (415 elsewhere); any other body is
 * ignored. A request's query is checked like a body.
 *
 * Each route's body limit is Fastify's own per-route `bodyLimit` (BODY_LIMIT unless `limits` or `form` names
 * another), set as the route is registered. Fastify counts the bytes as they arrive and stops at the limit, so a
 * body without a length (chunked) is cut off there, not read whole first; the answer (413) closes the connection,
 * so the rest is not read either.
 */
export function installBodyParsers(
  fastify: FastifyInstance,
  limits: readonly RouteBodyLimit[],
  form: FormBodyRoute,
): void {
  const byRoute = new Map<string, number>([
    ...limits.map((r) => [r.path, r.limit] as const),
    [form.path, form.limit],
  ]);
  const limited = new Set<string>();
  fastify.addHook('onRoute', (route) => {
    const limit = byRoute.get(route.url ?? '');
    if (limit === undefined || route.bodyLimit !== undefined) return;
    route.bodyLimit = limit;
    limited.add(route.url!);
  });
  // A path that names no route (a typo, a renamed route) would silently leave that route at BODY_LIMIT.
  fastify.addHook('onReady', (done) => {
    const missing = [...byRoute.keys()].filter((path) => !limited.has(path));
    done(
      missing.length
        ? new Error(`Body limits name routes that do not exist: ${missing.join(', ')}`)
        : undefined,
    );
  });
  // A 413 may come while the client is still sending (a chunked body cut off at the limit): Fastify stops
  // keeping the bytes but leaves the request flowing, so reading stops here and the connection is closed after
  // the answer; the rest of the body is never read.
  fastify.addHook('onSend', (req, reply, payload, done) => {
    if (reply.statusCode === 413) {
      req.raw.pause();
      void reply.header('connection', 'close');
    }
    done(null, payload);
  });
  fastify.removeAllContentTypeParsers();
  // A declared length over the route's limit is refused before the body is read; so is a compressed body (no
  // client of the API sends one, and none is inflated: no decompression bomb).
  fastify.addHook('onRequest', (req, _reply, done) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > req.routeOptions.bodyLimit) return done(tooLarge());
    const encoding = req.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity')
      return done(unsupportedMediaType());
    const problem = rawInputProblem(req.query, 'query');
    done(problem ? new FieldValidationError([problem], problem.message) : undefined);
  });
  // The parsers take the route's limit (Fastify passes it to them); none sets a limit of its own.
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    try {
      done(null, parseJsonBody(req, body as Buffer, req.routeOptions.bodyLimit));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Any other body is not read as input (Express's way): the route's validation then names the missing fields.
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) => done(null, undefined));
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (req, body, done) => {
      try {
        if (req.routeOptions.url !== form.path) throw unsupportedMediaType();
        requireUtf8Charset(req);
        const fields = parseQueryString(utf8Text(body as Buffer), '&', '=', {
          maxKeys: form.parameterLimit,
        });
        done(null, checked({ ...fields }, 'body'));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}
