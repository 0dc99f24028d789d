import { HttpStatus } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { json, type NextFunction, type Request, type Response } from 'express';
import { isUtf8 } from 'node:buffer';
import { ApiError, FieldValidationError } from './api-error';
import { rawInputProblem } from './raw-input';

export const NOT_UTF8_MESSAGE_LT = 'Užklausos turinys turi būti UTF-8 koduotės (charset=utf-8)';

/** The declared charset of a JSON body, lower-case, or null when none is declared (or the body is not JSON). */
export function jsonCharset(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const [media, ...params] = contentType.split(';');
  if (media.trim().toLowerCase() !== 'application/json') return null;
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

/**
 * JSON bodies in UTF-8 only: the body parser would decode any `utf-*` charset (a UTF-7 login signed in), and
 * RFC 8259 allows no other. Anything else answers 415.
 */
function utf8Only(req: Request, _res: Response, next: NextFunction): void {
  const charset = jsonCharset(req.headers['content-type']);
  if (charset !== null && charset !== 'utf-8') {
    next(new ApiError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'unsupported-charset', NOT_UTF8_MESSAGE_LT));
    return;
  }
  next();
}

/** Bytes that are not UTF-8 would be decoded to U+FFFD silently: refused on `body` instead. */
function verifyUtf8(_req: Request, _res: Response, buffer: Buffer): void {
  if (!isUtf8(buffer)) throw FieldValidationError.of('body', 'format', NOT_UTF8_MESSAGE_LT);
}

/** The parsed body and query, checked before any validator sees them (see raw-input.ts). */
function checkRawInput(req: Request, _res: Response, next: NextFunction): void {
  const problem =
    (req.body === undefined ? null : rawInputProblem(req.body)) ?? rawInputProblem(req.query, 'query');
  next(problem ? new FieldValidationError([problem], problem.message) : undefined);
}

/** JSON body parsing with its checks, in order: charset, size (413), UTF-8 bytes, syntax, then the raw input. */
export function installJsonBody(
  app: NestExpressApplication,
  limit: string,
  /** Routes that take more (a question bank import carries a whole file); parsed first, the rest skip them. */
  larger: { path: string; limit: string }[] = [],
): void {
  app.use(utf8Only);
  for (const route of larger) app.use(route.path, json({ limit: route.limit, verify: verifyUtf8 }));
  app.useBodyParser('json', { limit, verify: verifyUtf8 });
  app.use(checkRawInput);
}
