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

/** Route `:id` parameters: a positive whole number, else a 400 naming `id`. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2147483647)
      throw FieldValidationError.of('id', 'type');
    return Number(value);
  }
}
