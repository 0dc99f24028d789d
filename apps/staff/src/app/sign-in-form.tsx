import { useState } from 'react';
import type { LoginResponse } from '@portal/contracts';
import { errorDetail } from '@portal/api-client';
import { useTranslation } from '@portal/i18n';
import { Alert, Button, Card, Typography } from '@portal/ui';
import { Form, Input } from '@portal/ui/forms';
import { STAFF_NS } from '../i18n';
import { useStaffLoginMutation } from './staff-api';
import type { StaffNotice } from './use-staff-session';

interface Values {
  username: string;
  password: string;
}

/** Sign-in with a local staff account (POST /api/auth/login); a learner's account is told it has no access. */
export function SignInForm({
  notice,
  onSignedIn,
}: {
  notice: StaffNotice;
  onSignedIn: (answer: LoginResponse) => boolean;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [form] = Form.useForm<Values>();
  const [login, { isLoading }] = useStaffLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async (values: Values) => {
    setFailure(null);
    try {
      const answer = await login({ username: values.username.trim(), password: values.password }).unwrap();
      if (!onSignedIn(answer)) form.resetFields(['password']);
    } catch (error) {
      setFailure(errorDetail(error)); // 'Wrong username or password', in the current language
    }
  };

  const message = failure ?? (notice ? t(`signIn.${notice}`) : null);
  return (
    <Card style={{ maxWidth: 420, margin: '32px auto' }} data-testid="staff-sign-in">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('signIn.heading')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('signIn.intro')}</Typography.Paragraph>
      {message && (
        <Alert
          type={notice === 'signedOut' && !failure ? 'info' : 'error'}
          title={message}
          showIcon
          role="alert"
          data-testid="staff-sign-in-error"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          label={t('signIn.username')}
          name="username"
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input autoComplete="username" data-testid="staff-username" />
        </Form.Item>
        <Form.Item
          label={t('signIn.password')}
          name="password"
          rules={[{ required: true, message: t('required') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="staff-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading} data-testid="staff-sign-in-submit">
          {t('signIn.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <a href="/">{t('signIn.toLearners')}</a>
      </Typography.Paragraph>
    </Card>
  );
}
