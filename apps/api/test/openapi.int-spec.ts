import { startTestSchema, testAnswersSchema } from '@portal/contracts';
import * as z from 'zod';
import { loginSchema } from '../src/auth/auth.dto';
import { bankQuestionsQuerySchema } from '../src/banks/banks.dto';
import {
  endTestResponseSchema,
  loginResponseSchema,
  saveTestResponseSchema,
  testLoadResponseSchema,
} from '../src/common/response-schemas';
import { openApiSchema } from '../src/common/zod-schema';
import { createTestApp, type TestContext } from './test-app';

// The OpenAPI document is generated from the zod schemas the pipe validates with: one schema per body, query and
// answer (docs/architecture.md "Validation").

interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let doc: Document;
  beforeAll(async () => {
    ctx = await createTestApp();
    doc = (await ctx.http().get('/api/docs-json').expect(200)).body as Document;
  });
  afterAll(() => ctx?.close());

  const component = (ref: string) => doc.components.schemas[ref.replace('#/components/schemas/', '')];
  const body = (path: string, method = 'post') =>
    component(doc.paths[path][method].requestBody!.content['application/json'].schema.$ref);
  const answer = (path: string, method = 'post') =>
    component(doc.paths[path][method].responses['200'].content!['application/json'].schema.$ref);

  it.each([
    ['/api/auth/login', loginSchema(), loginResponseSchema()],
    ['/api/ket/tests', startTestSchema(), testLoadResponseSchema()],
    ['/api/kodas/tests/save', testAnswersSchema(), saveTestResponseSchema()],
    ['/api/tractor/tests/end', testAnswersSchema(), endTestResponseSchema()],
  ] as [string, z.ZodType, z.ZodType][])(
    'documents %s with the JSON Schema of its request and response zod schemas',
    (path, request, response) => {
      expect(body(path)).toEqual(openApiSchema(request, 'input'));
      expect(answer(path)).toEqual(openApiSchema(response, 'output'));
    },
  );

  it('carries the rules themselves: bounds, required fields, no unknown fields', () => {
    expect(body('/api/auth/login')).toMatchObject({
      type: 'object',
      required: ['username', 'password'],
      additionalProperties: false,
      properties: { username: { type: 'string', maxLength: 100 }, password: { maxLength: 200 } },
    });
    expect(answer('/api/kodas/tests/save')).toMatchObject({
      properties: { saved: { type: 'boolean', enum: [true] } },
      required: expect.arrayContaining(['saved', 'time', 'serverNow']),
    });
  });

  it('lists a query schema’s fields as query parameters, from the same schema', () => {
    const params = doc.paths['/api/staff/banks/{family}/questions'].get.parameters ?? [];
    const query = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p]));
    const shape = bankQuestionsQuerySchema().shape;
    expect(Object.keys(query).sort()).toEqual(Object.keys(shape).sort());
    expect(query.retired).toMatchObject({ required: false, schema: { enum: ['active', 'retired', 'all'] } });
    expect(query.hasImage.schema).toMatchObject({ enum: ['true', 'false'] });
    expect(query.category.schema).toMatchObject({ maxLength: 50 });
  });

  it('documents every body DTO from its schema (no component is an empty class)', () => {
    const empty = Object.entries(doc.components.schemas).filter(
      ([, schema]) => JSON.stringify(schema) === JSON.stringify({ type: 'object', properties: {} }),
    );
    expect(empty.map(([name]) => name)).toEqual([]);
  });
});
