import { ApiValidationPipe, IdParamPipe } from './api-validation.pipe';
import { FieldValidationError } from './api-error';

describe('IdParamPipe', () => {
  const pipe = new IdParamPipe();
  const meta = { type: 'param' as const, data: 'questionId' };

  it('takes plain positive integers up to 2147483647', () => {
    expect(pipe.transform('1', meta)).toBe(1);
    expect(pipe.transform('2147483647', meta)).toBe(2147483647);
  });

  it.each([
    '+11',
    '11.0',
    '0xb',
    '11e0',
    ' 11',
    '11 ',
    '011',
    '0',
    '-1',
    '2147483648',
    '9999999999',
    '',
    '１１',
    '1_1',
  ])('refuses %j with a 400 naming the parameter', (value) => {
    expect(() => pipe.transform(value, meta)).toThrow(FieldValidationError);
    try {
      pipe.transform(value, meta);
    } catch (error) {
      expect((error as FieldValidationError).getResponse()).toMatchObject({
        statusCode: 400,
        fields: [{ field: 'questionId', code: 'type' }],
      });
    }
  });

  it('gets the id as sent: the global pipe before it does not turn `+1` into 1', () => {
    const raw = new ApiValidationPipe().transform('+1', { type: 'param', metatype: Number, data: 'id' });
    expect(raw).toBe('+1');
    expect(() => pipe.transform(raw, meta)).toThrow(FieldValidationError);
  });
});
