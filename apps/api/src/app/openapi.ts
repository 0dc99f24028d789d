import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type * as z from 'zod';
import { openApiSchema, zodSchemaOf } from '../common/zod-schema';

/** Where @ApiOkResponse keeps its options on a handler (@nestjs/swagger's DECORATORS.API_RESPONSE). */
const API_RESPONSE = 'swagger/apiResponse';

interface DtoUse {
  schema: z.ZodType;
  io: 'input' | 'output';
}

/**
 * The OpenAPI document (served at /api/docs, JSON at /api/docs-json). Swagger lists the routes, their tags,
 * parameters and bearer auth; every request and response body is the JSON Schema of the DTO's zod schema
 * (`z.toJSONSchema`), put under the DTO class's name: the rules the pipe enforces are the document.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Driving-school exam portal API')
      .setDescription('See docs/api.md for the rules behind each route.')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  const schemas = (document.components ??= {}).schemas ?? {};
  for (const [name, use] of zodDtos(app)) schemas[name] = openApiSchema(use.schema, use.io);
  document.components.schemas = schemas;
  return document;
}

/** The DTO classes the controllers' handlers take (bodies, queries) and answer (@ApiOkResponse), by name. */
function zodDtos(app: INestApplication): Map<string, DtoUse> {
  const found = new Map<string, DtoUse>();
  const note = (type: unknown, io: DtoUse['io']) => {
    const schema = zodSchemaOf(type);
    if (schema) found.set((type as { name: string }).name, { schema, io });
  };
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { prototype: object } | null;
      if (!controller) continue;
      for (
        let proto = controller.prototype;
        proto && proto !== Object.prototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        for (const key of Object.getOwnPropertyNames(proto)) {
          const handler = (proto as Record<string, unknown>)[key];
          if (key === 'constructor' || typeof handler !== 'function') continue;
          const params = (Reflect.getMetadata('design:paramtypes', proto, key) ?? []) as unknown[];
          for (const type of params) note(type, 'input');
          const responses = (Reflect.getMetadata(API_RESPONSE, handler) ?? {}) as Record<
            string,
            { type?: unknown }
          >;
          for (const response of Object.values(responses)) note(response.type, 'output');
        }
      }
    }
  }
  return found;
}
