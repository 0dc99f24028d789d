import { isUtf8 } from 'node:buffer';
import { parse as parseQueryString } from 'node:querystring';
import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, FieldValidationError } from './api-error';
import { rawInputProblem } from './raw-input';

export const NOT_UTF8_MESSAGE_LT = 'Užklausos turinys turi būti UTF-8 koduotės (charset=utf-8)';

/** Bodies above this answer 413. */
export const BODY_LIMIT = 256 * 1024;

/** A route that takes a larger body than BODY_LIMIT (a question bank import carries a whole file). */
export interface LargerBodyRoute {
  /** The path without its query; `:name` matches one segment. */
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

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

type CompiledRoute = LargerBodyRoute & { pattern: RegExp };

/** The byte limit of a request's body by its path (the URL without its query). */
function bodyLimitOf(url: string, larger: readonly CompiledRoute[]): number {
  const path = url.split('?', 1)[0];
  for (const route of larger) if (route.pattern.test(path)) return route.limit;
  return BODY_LIMIT;
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
 * The API's body parsers on Fastify: JSON everywhere (per-route limits), forms only on `form.path` (415
 * elsewhere); any other body is ignored. A request's query is checked like a body.
 */
export function installBodyParsers(
  fastify: FastifyInstance,
  larger: readonly LargerBodyRoute[],
  form: FormBodyRoute,
): void {
  const routes: CompiledRoute[] = larger.map((r) => ({ ...r, pattern: pathPattern(r.path) }));
  const maxLimit = Math.max(BODY_LIMIT, ...routes.map((r) => r.limit));
  const formPattern = pathPattern(form.path);
  fastify.removeAllContentTypeParsers();
  // A declared length over the route's limit is refused before the body is read; so is a compressed body (no
  // client of the API sends one, and none is inflated: no decompression bomb).
  fastify.addHook('onRequest', (req, _reply, done) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > bodyLimitOf(req.url, routes)) return done(tooLarge());
    const encoding = req.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity')
      return done(unsupportedMediaType());
    const problem = rawInputProblem(req.query, 'query');
    done(problem ? new FieldValidationError([problem], problem.message) : undefined);
  });
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: maxLimit },
    (req, body, done) => {
      try {
        done(null, parseJsonBody(req, body as Buffer, bodyLimitOf(req.url, routes)));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  // Any other body is not read as input (Express's way): the route's validation then names the missing fields.
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, _body, done) =>
    done(null, undefined),
  );
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: form.limit },
    (req, body, done) => {
      try {
        if (!formPattern.test(req.url.split('?', 1)[0])) throw unsupportedMediaType();
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
