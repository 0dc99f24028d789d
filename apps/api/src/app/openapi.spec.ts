import { Body, Controller, Get, Module, Post, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiOkResponse } from '@nestjs/swagger';
import * as z from 'zod';
import { zodDto } from '../common/zod-schema';
import { buildOpenApiDocument } from './openapi';

/** A one-route app whose body, query and answer come from the given schemas; its document. */
async function documentOf(max: number) {
  const thing = z.strictObject({ name: z.string().max(max), tags: z.array(z.enum(['a', 'b'])).optional() });
  class ThingDto extends zodDto(thing) {}
  class ThingQueryDto extends zodDto(z.strictObject({ limit: z.string().max(max).optional() })) {}
  class ThingAnswerDto extends zodDto(z.object({ id: z.number().int(), name: z.string().max(max) })) {}
  @Controller('things')
  class ThingsController {
    @Post()
    @ApiOkResponse({ type: ThingAnswerDto })
    add(@Body() body: ThingDto): ThingAnswerDto {
      return { id: 1, name: body.name };
    }

    @Get()
    list(@Query() query: ThingQueryDto): string {
      return query.limit ?? '';
    }
  }
  @Module({ controllers: [ThingsController] })
  class ThingsModule {}
  const app = await NestFactory.create<NestFastifyApplication>(ThingsModule, new FastifyAdapter(), {
    logger: false,
  });
  try {
    return { doc: buildOpenApiDocument(app), thing };
  } finally {
    await app.close();
  }
}

describe('the OpenAPI document built from zod schemas', () => {
  it('is the JSON Schema of the DTO’s zod schema, and follows a change of the schema', async () => {
    const seven = await documentOf(7);
    const nine = await documentOf(9);
    const schemas = (d: typeof seven) => d.doc.components!.schemas!;
    expect(schemas(seven).ThingDto).toEqual(
      (({ $schema: _, ...rest }) => rest)(
        z.toJSONSchema(seven.thing, { target: 'openapi-3.0', io: 'input' }) as Record<string, unknown>,
      ),
    );
    expect(schemas(seven).ThingDto).toMatchObject({ properties: { name: { maxLength: 7 } } });
    expect(schemas(nine).ThingDto).toMatchObject({ properties: { name: { maxLength: 9 } } });
    expect(schemas(nine).ThingAnswerDto).toMatchObject({ properties: { name: { maxLength: 9 } } });
    const query = seven.doc.paths['/things'].get!.parameters!;
    expect(query).toEqual([expect.objectContaining({ name: 'limit', in: 'query', required: false })]);
  });
});
