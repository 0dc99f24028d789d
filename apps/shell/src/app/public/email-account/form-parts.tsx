import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { EMAIL_ACCOUNT_NS } from './i18n';
import type { EmailAccountResult } from './email-account-api';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** A field error in the learner's language: this form's own text for the field, else the code's common one. */
export function fieldText(t: TFunction, error: FieldError): string {
  return t(`${EMAIL_ACCOUNT_NS}:fields.${error.field}.${error.code}`, {
    defaultValue: t(`common:errors.fields.${error.code}`, { defaultValue: error.message }),
  });
}

/** The message of a refusal that is not about one field of the form. */
export function failureText(
  t: TFunction,
  failure: Extract<EmailAccountResult<unknown>, { ok: false }>,
): string {
  const byCode: Record<string, string> = {
    'rate-limited': 'tooMany',
    'email-taken': 'emailTaken',
    'invalid-link': 'link.invalid',
    'email-not-configured': 'unavailable',
  };
  const key = failure.code ? byCode[failure.code] : undefined;
  if (key) return t(`${EMAIL_ACCOUNT_NS}:${key}`);
  const detail = failure.fields.length
    ? failure.fields.map((f) => fieldText(t, f)).join('; ')
    : failure.detail;
  return t(`${EMAIL_ACCOUNT_NS}:error`, { detail });
}

/** A labelled input with its error under it (announced and linked with aria-describedby). */
export function TextField({
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="shell-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <span id={errorId} className="shell-field__error" data-field-error={input.name}>
          {error}
        </span>
      )}
    </div>
  );
}
