import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { FieldValidationError } from './api-error';
import { createValidationPipe } from './validation';
import { parseOrThrow, zodSchemaOf } from './zod-schema';

const BUILTIN = new Set<unknown>([String, Number, Boolean, Array, Object]);

/**
 * The global pipe: a body that is not a JSON object (an array, a string) is refused before field checks. DTOs bound
 * to a shared zod schema (@ZodSchema) are checked with it; the others (queries, login, test bodies) with
 * class-validator. Both refuse unknown fields and answer the same 400 body.
 */
@Injectable()
export class ApiValidationPipe implements PipeTransform {
  private readonly inner = createValidationPipe();

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // Path parameters stay the strings sent: ValidationPipe's transform would turn `+1` into 1 before IdParamPipe
    // (which parses ids) could refuse it.
    if (metadata.type === 'param') return value;
    const dto = metadata.metatype && !BUILTIN.has(metadata.metatype);
    if (dto && (metadata.type === 'body' || metadata.type === 'query') && value !== undefined) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw FieldValidationError.of('body', 'type', 'Užklausos turinys turi būti JSON objektas');
      }
    }
    const schema = dto && metadata.type === 'body' ? zodSchemaOf(metadata.metatype) : undefined;
    if (schema) return parseOrThrow(schema, value);
    return this.inner.transform(value, metadata);
  }
}

/** The largest id a column holds (a signed 32-bit INT on MariaDB). */
export const MAX_ID = 2147483647;

/**
 * Every route id parameter (`@Param('id', IdParamPipe)`): only plain positive whole numbers, as written by the API
 * itself. Number() would take `+11`, `11.0`, `0xb`, `11e0` and ` 11` for record 11; those answer 400 naming the
 * parameter, before any record is looked up.
 */
@Injectable()
export class IdParamPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > MAX_ID)
      throw FieldValidationError.of(metadata.data ?? 'id', 'type', 'Turi būti teigiamas sveikasis skaičius');
    return Number(value);
  }
}
