import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { validateFields } from '@portal/contracts';
import * as z from 'zod';
import { FieldValidationError } from './api-error';

/** A DTO class: only a name for its zod schema (the route signature's type, the OpenAPI component's name). */
export interface ZodDto<S extends z.ZodType = z.ZodType> {
  new (): z.output<S>;
  readonly zodSchema: S;
}

/** The zod schema of a DTO class, if it is one. */
export function zodSchemaOf(metatype: unknown): z.ZodType | undefined {
  return typeof metatype === 'function' ? (metatype as Partial<ZodDto>).zodSchema : undefined;
}

/**
 * The base class of a DTO: `export class StartTestDto extends zodDto(startTestSchema()) {}`. The global pipe
 * (api-validation.pipe.ts) parses bodies and queries with `zodSchema`; the instance type is the schema's output,
 * so the rules, the handler's type and the OpenAPI document (openapi.ts) come from one schema.
 */
export function zodDto<S extends z.ZodType<object>>(schema: S): ZodDto<S> {
  class Dto {
    static readonly zodSchema = schema;
  }
  describeTopLevelFields(Dto.prototype, schema);
  return Dto as unknown as ZodDto<S>;
}

/** JSON Schema of a zod schema as the OpenAPI 3.0 document writes it: what a client sends (`input`) or gets. */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  // A schema that first rewrites its input (z.preprocess: a bank question's ref made up) documents what follows.
  const documented = schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform ? schema.out : schema;
  const json = z.toJSONSchema(documented, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
}

/**
 * Swagger lists a query DTO's fields as query parameters from property metadata: that metadata is written here
 * from the schema's own JSON Schema (flat fields only; a body's component is replaced whole in openapi.ts).
 */
function describeTopLevelFields(prototype: object, schema: z.ZodType): void {
  const json = openApiSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((json.required ?? []) as string[]);
  for (const [key, property] of Object.entries(properties)) {
    const {
      type,
      enum: values,
      description,
      minimum,
      maximum,
      maxLength,
      pattern,
      default: fallback,
    } = property;
    const primitive = typeof type === 'string' && type !== 'object' && type !== 'array';
    ApiProperty({
      required: required.has(key),
      ...(primitive ? { type: type as string } : { type: 'object' }),
      ...(values ? { enum: values as unknown[] } : {}),
      ...(description !== undefined ? { description: description as string } : {}),
      ...(minimum !== undefined ? { minimum: minimum as number } : {}),
      ...(maximum !== undefined ? { maximum: maximum as number } : {}),
      ...(maxLength !== undefined ? { maxLength: maxLength as number } : {}),
      ...(pattern !== undefined ? { pattern: pattern as string } : {}),
      ...(fallback !== undefined ? { default: fallback } : {}),
    } as ApiPropertyOptions)(prototype, key);
  }
}

/** The parsed value (texts trimmed where the schema says so), or a 400 naming the fields. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = validateFields(schema, value);
  if (!result.ok) throw new FieldValidationError(result.fields);
  return result.data;
}
