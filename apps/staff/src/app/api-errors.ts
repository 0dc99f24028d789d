import { useCallback } from 'react';
import type { FieldError } from '@portal/contracts';
import { errorDetail, fieldErrors, fieldErrorText } from '@portal/api-client';
import { useTranslation } from '@portal/i18n';
import type { FormInstance } from '@portal/ui/forms';
import { STAFF_NS } from '../i18n';
import { splitFieldErrors } from './logic';

/** The words of an API error: the console's own text for a field and code if it has one, else the common one. */
export function useErrorTexts() {
  const { t } = useTranslation([STAFF_NS, 'common']);
  const fieldText = useCallback(
    (error: FieldError) =>
      t(`${STAFF_NS}:fieldErrors.${error.field}.${error.code}`, { defaultValue: fieldErrorText(error) }),
    [t],
  );
  /** 'An error occurred: {detail}' in the current language (docs/decisions.md "Error texts"). */
  const errorText = useCallback(
    (error: unknown) => t('common:errors.generic', { detail: errorDetail(error) }),
    [t],
  );
  return { fieldText, errorText };
}

/**
 * Shows a failed call on a form: a 400's field errors on the form's own fields (`formFields`), and returns the
 * text of whatever is left to show above the form (null when everything found its field).
 */
export function useFormApiErrors(form: FormInstance, formFields: readonly string[]) {
  const { fieldText, errorText } = useErrorTexts();
  return useCallback(
    (error: unknown): string | null => {
      const errors = fieldErrors(error);
      if (!errors.length) return errorText(error);
      const { byField, other } = splitFieldErrors(errors, formFields, fieldText);
      form.setFields(Object.entries(byField).map(([name, list]) => ({ name, errors: list })));
      return other.length ? errorText({ data: { message: other.join('; ') } }) : null;
    },
    [form, formFields, fieldText, errorText],
  );
}
