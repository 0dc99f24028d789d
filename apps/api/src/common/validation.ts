import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import {
  DEFAULT_FIELD_MESSAGES,
  FIELD_ERROR_PRIORITY,
  type FieldError,
  type FieldErrorCode,
} from '@portal/contracts';
import { FieldValidationError } from './api-error';

/** class-validator constraint → field error code. A decorator may override both with `context: {code, message}`. */
const CODE_BY_CONSTRAINT: Record<string, FieldErrorCode> = {
  isDefined: 'required',
  isNotEmpty: 'required',
  isNotBlank: 'required',
  whitelistValidation: 'unknown-field',
  isString: 'type',
  isInt: 'type',
  isNumber: 'type',
  isBoolean: 'type',
  isArray: 'type',
  isObject: 'type',
  isEmail: 'email',
  matches: 'pattern',
  isIn: 'range',
  isEnum: 'range',
  min: 'range',
  max: 'range',
  maxLength: 'range',
  minLength: 'range',
  arrayMinSize: 'range',
  arrayMaxSize: 'range',
  equals: 'consent',
  isFlagMatrix: 'type',
};

export interface FieldContext {
  code?: FieldErrorCode;
  message?: string;
}

export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const found = Object.keys(error.constraints ?? {}).map((name) => {
      const context = (error.contexts?.[name] ?? {}) as FieldContext;
      const code = context.code ?? CODE_BY_CONSTRAINT[name] ?? 'format';
      return { field, code, message: context.message ?? DEFAULT_FIELD_MESSAGES[code] };
    });
    found.sort((a, b) => FIELD_ERROR_PRIORITY.indexOf(a.code) - FIELD_ERROR_PRIORITY.indexOf(b.code));
    if (found[0]) out.push(found[0]);
    if (error.children?.length) out.push(...toFieldErrors(error.children, field));
  }
  return out;
}

/** Global pipe: unknown fields refused, every failure a 400 with field-level Lithuanian messages. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // Types come from the JSON as sent: '5' is not a number here.
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new FieldValidationError(toFieldErrors(errors)),
  });
}

/** Required text: refuses '' and text of spaces only (a field of blanks is not filled in). */
export function IsNotBlank(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotBlank',
      validator: { validate: (value: unknown) => typeof value === 'string' && value.trim() !== '' },
    },
    options,
  );
}
