import { validateFields } from '@portal/contracts';
import type * as z from 'zod';
import { FieldValidationError } from './api-error';

const SCHEMA = Symbol('zodSchema');
type WithSchema = { [SCHEMA]?: z.ZodType };

/**
 * Binds a DTO class to its shared schema (libs/contracts/src/validation): the global pipe then validates the body
 * with the schema instead of class-validator. The class stays for the route signature and the OpenAPI document.
 */
export function ZodSchema(schema: z.ZodType): ClassDecorator {
  return (target) => {
    (target as unknown as WithSchema)[SCHEMA] = schema;
  };
}

export function zodSchemaOf(metatype: unknown): z.ZodType | undefined {
  return typeof metatype === 'function' ? (metatype as unknown as WithSchema)[SCHEMA] : undefined;
}

/** The parsed body (texts trimmed where the schema says so), or a 400 naming the fields. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = validateFields(schema, value);
  if (!result.ok) throw new FieldValidationError(result.fields);
  return result.data;
}
