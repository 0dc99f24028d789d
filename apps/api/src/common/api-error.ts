import { HttpException, HttpStatus } from '@nestjs/common';
import {
  DEFAULT_FIELD_MESSAGES,
  type ErrorBody,
  type FieldError,
  type FieldErrorCode,
  type ValidationErrorBody,
} from '@portal/contracts';

/** An error answer with a stable machine-readable `code` (ErrorBody in contracts). */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, code: string, message: string) {
    const body: ErrorBody = { statusCode: status, error: titleOf(status), message, code };
    super(body, status);
  }
}

function titleOf(status: number): string {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    410: 'Gone',
    413: 'Payload Too Large',
    429: 'Too Many Requests',
  };
  return names[status] ?? 'Error';
}

/** A 400 naming the fields (ValidationErrorBody in contracts). */
export class FieldValidationError extends HttpException {
  constructor(fields: FieldError[], message = 'Neteisingi duomenys') {
    const body: ValidationErrorBody = { statusCode: 400, error: 'Bad Request', message, fields };
    super(body, 400);
  }

  static of(
    field: string,
    code: FieldErrorCode,
    message = DEFAULT_FIELD_MESSAGES[code],
  ): FieldValidationError {
    return new FieldValidationError([{ field, code, message }]);
  }
}
