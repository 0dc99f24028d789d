import { useState } from 'react';
import { createAccountSchema, type CreateAccountRequest } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Alert, Button, Card, Typography } from '@portal/ui';
import { Form, Input } from '@portal/ui/forms';
import { STAFF_NS } from '../i18n';
import { useFormApiErrors } from './api-errors';
import { useSchemaRule } from './schema-rule';
import { useCreateAccountMutation } from './staff-api';

const ACCOUNT_FIELDS = ['username', 'password', 'name', 'email'] as const;

/** The account-creation body: trimmed, without an empty e-mail. */
export function accountBody(values: Partial<CreateAccountRequest>): CreateAccountRequest {
  const email = values.email?.trim();
  return {
    username: (values.username ?? '').trim(),
    password: values.password ?? '',
    name: (values.name ?? '').trim(),
    ...(email ? { email } : {}),
  };
}

/**
 * A new learner account (POST /api/staff/accounts): username, password of at least 8, name, optional e-mail, checked
 * with the API's schema (createAccountSchema) before sending.
 */
export function NewAccountForm() {
  const { t } = useTranslation(STAFF_NS);
  const [form] = Form.useForm<CreateAccountRequest>();
  const [create, { isLoading }] = useCreateAccountMutation();
  const showErrors = useFormApiErrors(form, ACCOUNT_FIELDS);
  const rule = useSchemaRule(form, createAccountSchema(), accountBody);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  const onFinish = async (values: CreateAccountRequest) => {
    setFailure(null);
    setCreated(null);
    try {
      const user = await create(accountBody(values)).unwrap();
      setCreated(user.username ?? values.username);
      form.resetFields();
    } catch (error) {
      const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
      if (code === 'username-taken') {
        form.setFields([{ name: 'username', errors: [t('fieldErrors.username.taken')] }]);
        return;
      }
      setFailure(showErrors(error));
    }
  };

  return (
    <Card style={{ maxWidth: 520 }} data-testid="new-account">
      <Typography.Paragraph type="secondary">{t('accounts.intro')}</Typography.Paragraph>
      {created && (
        <Alert
          type="success"
          showIcon
          title={t('accounts.created', { username: created })}
          data-testid="account-created"
          style={{ marginBottom: 12 }}
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} role="alert" />}
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} autoComplete="off">
        <Form.Item
          label={t('accounts.username')}
          name="username"
          validateFirst
          rules={[{ required: true, whitespace: true, message: t('required') }, rule('username')]}
        >
          <Input autoComplete="off" data-testid="account-username" />
        </Form.Item>
        <Form.Item
          label={t('accounts.password')}
          name="password"
          extra={t('accounts.passwordHint')}
          validateFirst
          rules={[{ required: true, message: t('required') }, rule('password')]}
        >
          <Input.Password autoComplete="new-password" data-testid="account-password" />
        </Form.Item>
        <Form.Item
          label={t('accounts.name')}
          name="name"
          validateFirst
          rules={[{ required: true, whitespace: true, message: t('required') }, rule('name')]}
        >
          <Input data-testid="account-name" />
        </Form.Item>
        <Form.Item label={t('accounts.email')} name="email" rules={[rule('email')]}>
          <Input type="email" data-testid="account-email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="account-submit">
          {t('accounts.submit')}
        </Button>
      </Form>
    </Card>
  );
}
