import type { ValidationError } from '@nestjs/common';
import { toFieldErrors } from './validation';

const error = (
  property: string,
  constraints: Record<string, string>,
  contexts?: Record<string, object>,
): ValidationError => ({
  property,
  constraints,
  contexts,
  children: [],
});

describe('field errors from class-validator', () => {
  it('reports the most basic broken rule per field, with Lithuanian messages', () => {
    expect(toFieldErrors([error('vardas', { matches: 'x', isNotEmpty: 'y', isString: 'z' })])).toEqual([
      { field: 'vardas', code: 'required', message: 'Privalomas laukas' },
    ]);
    expect(toFieldErrors([error('hacker', { whitelistValidation: 'no' })])).toEqual([
      { field: 'hacker', code: 'unknown-field', message: 'Nežinomas laukas' },
    ]);
  });

  it('lets a decorator set the code and message (the e-mail message is verbatim)', () => {
    expect(
      toFieldErrors([
        error(
          'email',
          { isEmail: 'x' },
          { isEmail: { code: 'email', message: 'Blogas el. pašto formatas' } },
        ),
      ]),
    ).toEqual([{ field: 'email', code: 'email', message: 'Blogas el. pašto formatas' }]);
  });
});
