/** Why a field was refused; the web app translates the code, the API also gives a Lithuanian message. */
export type FieldErrorCode =
  'required' | 'format' | 'email' | 'pattern' | 'date' | 'range' | 'type' | 'unknown-field' | 'consent';

export interface FieldError {
  field: string;
  code: FieldErrorCode;
  message: string;
}

/** Body of every 400 answer caused by input: names the fields. */
export interface ValidationErrorBody {
  statusCode: 400;
  error: 'Bad Request';
  message: string;
  fields: FieldError[];
}

/** Body of other error answers (401, 403, 404, 409, 429). `code` is a stable machine-readable reason. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
}
