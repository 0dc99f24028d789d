import { MAX_INPUT_DEPTH, rawInputProblem } from './raw-input';

const nest = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

describe('raw input checks (before validation)', () => {
  it(`accepts ${MAX_INPUT_DEPTH} levels and refuses one more on the root, without recursion`, () => {
    expect(rawInputProblem(nest(MAX_INPUT_DEPTH))).toBeNull();
    expect(rawInputProblem(nest(MAX_INPUT_DEPTH + 1))).toEqual({
      field: 'body',
      code: 'format',
      message: expect.stringContaining(String(MAX_INPUT_DEPTH)),
    });
    // Far deeper than any recursive walk survives.
    expect(rawInputProblem(nest(200_000))).toMatchObject({ field: 'body' });
    expect(rawInputProblem({ q: nest(40) }, 'query')).toMatchObject({ field: 'query' });
  });

  it('names the first ill-formed string or key like the validators do', () => {
    expect(rawInputProblem({ email: 'a\ud800@b.lt' })).toMatchObject({ field: 'email', code: 'format' });
    expect(rawInputProblem({ ch: [['0', '\udc00']], x: '\ud800' })).toMatchObject({ field: 'ch[0][1]' });
    expect(rawInputProblem({ a: { ['k\ud800']: 1 } })).toMatchObject({ field: 'a.k\ud800', code: 'format' });
    expect(rawInputProblem('\ud800')).toMatchObject({ field: 'body' });
    expect(rawInputProblem(['ok', '\ud800'])).toMatchObject({ field: 'body[1]' });
    expect(rawInputProblem({ family: '\ud800' }, 'query')).toMatchObject({ field: 'family' });
  });

  it('accepts well-formed text, surrogate pairs included', () => {
    expect(
      rawInputProblem({ name: 'Jonas 🚗', list: ['Žydrūnė', '\ud83d\ude97'], n: 1, b: null }),
    ).toBeNull();
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses the key %s anywhere as unknown-field',
    (key) => {
      expect(rawInputProblem(JSON.parse(`{"a":1,"${key}":{}}`))).toEqual({
        field: key,
        code: 'unknown-field',
        message: 'Nežinomas laukas',
      });
      expect(rawInputProblem(JSON.parse(`{"ch":[{"${key}":1}]}`))).toMatchObject({ field: `ch[0].${key}` });
    },
  );
});
