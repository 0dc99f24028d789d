import * as z from 'zod';
import { DEFAULT_FIELD_MESSAGES, fieldPath, fieldRule, validateFields, zodFieldErrors } from './field-errors';

const schema = z.strictObject({
  name: z
    .string()
    .max(3)
    .regex(/^[a-z]+$/, 'tik raidės'),
  count: z.number().int().min(1),
  tick: z.custom<true>((v) => v === true, fieldRule('consent')),
  nested: z.object({ items: z.array(z.string()) }).optional(),
});

describe('validateFields: zod issues as the API field errors', () => {
  it('missing or null is required; a wrong type is type; unnamed rules get the Lithuanian default', () => {
    const result = validateFields(schema, { count: '5', tick: false });
    expect(result).toEqual({
      ok: false,
      fields: [
        { field: 'name', code: 'required', message: DEFAULT_FIELD_MESSAGES.required },
        { field: 'count', code: 'type', message: DEFAULT_FIELD_MESSAGES.type },
        { field: 'tick', code: 'consent', message: DEFAULT_FIELD_MESSAGES.consent },
      ],
    });
    expect(validateFields(schema, { name: null, count: 1, tick: true })).toMatchObject({
      fields: [{ field: 'name', code: 'required' }],
    });
  });

  it('one error per field, the most basic rule first (pattern before range); own messages kept', () => {
    expect(validateFields(schema, { name: 'ab1d', count: 0, tick: true })).toEqual({
      ok: false,
      fields: [
        { field: 'name', code: 'pattern', message: 'tik raidės' },
        { field: 'count', code: 'range', message: DEFAULT_FIELD_MESSAGES.range },
      ],
    });
  });

  it('each unknown field is named as unknown-field', () => {
    expect(validateFields(schema, { name: 'ab', count: 1, tick: true, admin: 1, x: 2 })).toEqual({
      ok: false,
      fields: [
        { field: 'admin', code: 'unknown-field', message: 'Nežinomas laukas' },
        { field: 'x', code: 'unknown-field', message: 'Nežinomas laukas' },
      ],
    });
  });

  it('nested paths read a.b[2]; the body itself is "body"', () => {
    expect(fieldPath(['nested', 'items', 2])).toBe('nested.items[2]');
    expect(fieldPath([])).toBe('body');
    const nested = validateFields(schema, { name: 'a', count: 1, tick: true, nested: { items: ['a', 5] } });
    expect(nested).toMatchObject({ fields: [{ field: 'nested.items[1]', code: 'type' }] });
    expect(validateFields(schema, [1])).toMatchObject({ fields: [{ field: 'body', code: 'type' }] });
  });

  it('zodFieldErrors maps any zod error (plain safeParse too)', () => {
    const error = schema.safeParse({ name: 'a', count: 1.5, tick: true }).error!;
    expect(zodFieldErrors(error)).toEqual([{ field: 'count', code: 'type', message: expect.any(String) }]);
  });

  it('parsed data comes back', () => {
    expect(validateFields(schema, { name: 'ab', count: 2, tick: true })).toEqual({
      ok: true,
      data: { name: 'ab', count: 2, tick: true },
    });
  });
});
