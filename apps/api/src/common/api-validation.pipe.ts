import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import * as z from 'zod';
import { FieldValidationError } from './api-error';
import { parseOrThrow, zodSchemaOf } from './zod-schema';

/**
 * The global pipe and the one validator: a body or query typed with a DTO class (zod-schema.ts) is parsed with the
 * class's zod schema, and every failure answers the same 400 body naming the fields (validateFields in contracts).
 * A body that is not a JSON object (an array, a string) is refused before field checks. Values without a DTO
 * (`@Query('sig')`, a raw body the handler parses itself) pass as sent; path parameters go through their own pipes.
 */
@Injectable()
export class ApiValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query') return value;
    const schema = zodSchemaOf(metadata.metatype);
    if (!schema) return value;
    if (value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw FieldValidationError.of('body', 'type', 'Užklausos turinys turi būti JSON objektas');
    }
    return parseOrThrow(schema, value);
  }
}

/** The largest id a column holds (a signed 32-bit INT on MariaDB). */
export const MAX_ID = 2147483647;

/**
 * A route id: only plain positive whole numbers, as written by the API itself. Number() would take `+11`, `11.0`,
 * `0xb`, `11e0` and ` 11` for record 11; those are refused before any record is looked up.
 */
export const idParamSchema = () =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(MAX_ID));

const ID_PARAM = idParamSchema();
const ID_MESSAGE = 'Turi būti teigiamas sveikasis skaičius';

/** Every route id parameter (`@Param('id', IdParamPipe)`): a 400 naming the parameter when not an id. */
@Injectable()
export class IdParamPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    const result = ID_PARAM.safeParse(value);
    if (!result.success) throw FieldValidationError.of(metadata.data ?? 'id', 'type', ID_MESSAGE);
    return result.data;
  }
}
