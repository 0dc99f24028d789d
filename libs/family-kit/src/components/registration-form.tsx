import { useEffect, useMemo } from 'react';
import type { FieldError, RegistrationForm as RegistrationBody } from '@portal/contracts';
import { fieldErrorText } from '@portal/api-client';
import { pickLocalized } from '@portal/i18n';
import { Alert, Button, Checkbox } from '@portal/ui';
import { Select } from '@portal/ui/select';
import { Form, Input, type FormRule } from '@portal/ui/forms';
import { useKitTranslation } from '../use-kit-translation';
import {
  REGISTRATION_FIELDS,
  branchOptions,
  isRegistrationValid,
  issueMessageKey,
  maskBirthDate,
  toRegistrationForm,
  validateField,
  type RegistrationField,
  type RegistrationValues,
} from '../logic/registration';

export interface RegistrationFormProps {
  /** Offer only these branch ids (the code family: CODE_FAMILY_BRANCH_IDS); all BRANCHES when absent. */
  branchIds?: readonly number[] | null;
  /** Rejected with -1 / -4: the stored details (see prefillFromRecord). */
  initialValues?: RegistrationValues;
  submitting?: boolean;
  /** Field errors of a 400 answer (fieldErrors(error) of @portal/api-client), shown at their fields. */
  serverErrors?: readonly FieldError[];
  privacyUrl?: string;
  onSubmit: (form: RegistrationBody) => void;
}

const isField = (name: string): name is RegistrationField =>
  (REGISTRATION_FIELDS as readonly string[]).includes(name);

/**
 * The registration form (core spec section 5, second spec "Registration form"): vardas, pavarde, gdata (mask
 * 0000-M0-d0, label YYYY-MM-DD), telefonas, email, filialas (with a placeholder), agree (privacy link);
 * 'Pateikti' is disabled while the form is invalid. A field is highlighted once touched and invalid.
 */
export function RegistrationForm({
  branchIds,
  initialValues,
  submitting,
  serverErrors,
  privacyUrl,
  onSubmit,
}: RegistrationFormProps) {
  const { t, i18n } = useKitTranslation();
  const [form] = Form.useForm<RegistrationValues>();
  const values = Form.useWatch([], form) as RegistrationValues | undefined;
  const valid = isRegistrationValid(values ?? initialValues ?? {}, branchIds);

  const rule = (field: RegistrationField): FormRule => ({
    validator: (_rule, value) => {
      const code = validateField(field, value, branchIds);
      return code ? Promise.reject(new Error(t(issueMessageKey(field, code, value)))) : Promise.resolve();
    },
  });

  const otherServerErrors = useMemo(
    () => (serverErrors ?? []).filter((e) => !isField(e.field)),
    [serverErrors],
  );
  useEffect(() => {
    const known = (serverErrors ?? []).filter((e) => isField(e.field));
    if (!known.length) return;
    form.setFields(
      known.map((e) => ({
        name: e.field as RegistrationField,
        errors: [
          e.code === 'unknown-field' || e.code === 'type'
            ? fieldErrorText(e)
            : t(issueMessageKey(e.field as RegistrationField, e.code), { defaultValue: fieldErrorText(e) }),
        ],
      })),
    );
  }, [serverErrors, form, t]);

  const trigger = ['onChange', 'onBlur'];
  return (
    <Form<RegistrationValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => onSubmit(toRegistrationForm(v))}
      requiredMark
      noValidate
      data-testid="registration-form"
      style={{ maxWidth: 520 }}
    >
      <Form.Item
        name="vardas"
        label={t('form.vardas')}
        required
        rules={[rule('vardas')]}
        validateTrigger={trigger}
      >
        <Input autoComplete="given-name" data-testid="reg-vardas" />
      </Form.Item>
      <Form.Item
        name="pavarde"
        label={t('form.pavarde')}
        required
        rules={[rule('pavarde')]}
        validateTrigger={trigger}
      >
        <Input autoComplete="family-name" data-testid="reg-pavarde" />
      </Form.Item>
      <Form.Item
        name="gdata"
        label={t('form.gdata')}
        required
        rules={[rule('gdata')]}
        validateTrigger={trigger}
        normalize={(v: string) => maskBirthDate(v)}
      >
        <Input
          placeholder={t('form.gdataPlaceholder')}
          inputMode="numeric"
          maxLength={10}
          autoComplete="bday"
          data-testid="reg-gdata"
        />
      </Form.Item>
      <Form.Item
        name="telefonas"
        label={t('form.telefonas')}
        required
        rules={[rule('telefonas')]}
        validateTrigger={trigger}
      >
        <Input type="tel" autoComplete="tel" data-testid="reg-telefonas" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('form.email')}
        required
        rules={[rule('email')]}
        validateTrigger={trigger}
      >
        <Input inputMode="email" autoComplete="email" data-testid="reg-email" />
      </Form.Item>
      <Form.Item
        name="filialas"
        label={t('form.filialas')}
        required
        rules={[rule('filialas')]}
        validateTrigger={['onChange', 'onBlur']}
      >
        <Select<number>
          placeholder={t('form.filialasPlaceholder')}
          data-testid="reg-filialas"
          options={branchOptions(branchIds).map((b) => ({
            value: b.id,
            label: pickLocalized(b.labels, i18n.language),
          }))}
        />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked" rules={[rule('agree')]} validateTrigger={['onChange']}>
        <Checkbox data-testid="reg-agree">
          {t('form.agreePrefix')}{' '}
          {privacyUrl ? (
            <a
              href={privacyUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(e) => e.stopPropagation()}
              data-testid="privacy-link"
            >
              {t('form.privacy')}
            </a>
          ) : (
            t('form.privacy')
          )}
        </Checkbox>
      </Form.Item>
      {otherServerErrors.length ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={otherServerErrors.map((e) => `${e.field}: ${fieldErrorText(e)}`).join('; ')}
        />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        disabled={!valid}
        loading={submitting}
        data-testid="reg-submit"
      >
        {t('form.submit')}
      </Button>
    </Form>
  );
}
