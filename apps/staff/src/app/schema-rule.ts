import { useCallback } from 'react';
import type { FormInstance } from '@portal/ui/forms';
import { useErrorTexts } from './api-errors';
import { schemaFieldError } from './logic';

type Schema = Parameters<typeof schemaFieldError>[0];

/**
 * Form rules from a body's shared schema: `rule('password')` checks the body the form would send (`toBody`) and
 * shows that field's error in the console's words (the same texts as the API's 400 for that field and code).
 */
export function useSchemaRule<V>(form: FormInstance<V>, schema: Schema, toBody: (values: V) => unknown) {
  const { fieldText } = useErrorTexts();
  return useCallback(
    (field: string) => ({
      validator: () => {
        const error = schemaFieldError(schema, toBody(form.getFieldsValue(true) as V), field);
        return error ? Promise.reject(new Error(fieldText(error))) : Promise.resolve();
      },
    }),
    [form, schema, toBody, fieldText],
  );
}
