import { useState } from 'react';
import {
  grantedStanding,
  handleActivationRequestSchema,
  type HandleActivationRequest,
  type StaffActivationRequest,
} from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Alert, Button, Flex, Modal, useNotice } from '@portal/ui';
import { Descriptions } from '@portal/ui/extra';
import { Form, Input } from '@portal/ui/forms';
import { STAFF_NS } from '../i18n';
import { useFormApiErrors } from './api-errors';
import { StatusTag } from './filters';
import { isoDay } from './logic';
import { useSchemaRule } from './schema-rule';
import { useHandleActivationRequestMutation } from './staff-api';

interface GrantValues {
  tests: string;
  days: string;
  note: string;
}
const GRANT_FIELDS = ['tests', 'days', 'note'] as const;

/** A more-tests request suggests tests; an activation request suggests days. */
export function defaultGrant(kind: StaffActivationRequest['kind']): GrantValues {
  return kind === 'more-tests' ? { tests: '30', days: '0', note: '' } : { tests: '0', days: '365', note: '' };
}

export function grantBody(
  values: Partial<GrantValues>,
  decision: 'grant' | 'dismiss',
): HandleActivationRequest {
  const note = values.note?.trim();
  const number = (v: string | undefined) => (v === undefined || v.trim() === '' ? 0 : Number(v));
  return {
    decision,
    ...(decision === 'grant' ? { tests: number(values.tests), days: number(values.days) } : {}),
    ...(note ? { note } : {}),
  };
}

/**
 * Handling a learner's request (POST /api/staff/activation-requests/:id/handle): the learner's current dates and
 * tests, what to ADD, and a preview of the result (the same rule the API applies: grantedStanding). Grant or
 * dismiss; either way the request leaves the open list and the learner sees the outcome on the landing.
 */
export function HandleRequestDialog({
  request,
  onClose,
}: {
  request: StaffActivationRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const { message } = useNotice();
  const [form] = Form.useForm<GrantValues>();
  const [handle, { isLoading }] = useHandleActivationRequestMutation();
  const showErrors = useFormApiErrors(form, GRANT_FIELDS);
  const rule = useSchemaRule(form, handleActivationRequestSchema(), (v: Partial<GrantValues>) =>
    grantBody(v, 'grant'),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const tests = Form.useWatch('tests', form);
  const days = Form.useWatch('days', form);
  const current = request.current;
  const body = grantBody({ tests, days }, 'grant');
  const preview =
    current && Number.isInteger(body.tests) && Number.isInteger(body.days)
      ? grantedStanding(current, isoDay(new Date()), body.tests ?? 0, body.days ?? 0)
      : null;

  const send = async (decision: 'grant' | 'dismiss') => {
    setFailure(null);
    try {
      if (decision === 'grant') await form.validateFields();
      await handle({ id: request.id, body: grantBody(form.getFieldsValue(), decision) }).unwrap();
      void message.success(t(decision === 'grant' ? 'requests.granted' : 'requests.dismissed'));
      onClose();
    } catch (error) {
      if ((error as { errorFields?: unknown }).errorFields) return; // shown on the fields
      setFailure(showErrors(error));
    }
  };

  return (
    <Modal
      open
      title={t('requests.handleTitle', { name: request.accountName })}
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose}>{t('requests.cancel')}</Button>
          <Button
            danger
            loading={isLoading}
            onClick={() => void send('dismiss')}
            data-testid="request-dismiss"
          >
            {t('requests.dismiss')}
          </Button>
          <Button
            type="primary"
            loading={isLoading}
            disabled={!current}
            onClick={() => void send('grant')}
            data-testid="request-grant"
          >
            {t('requests.grant')}
          </Button>
        </Flex>
      }
    >
      <div data-testid="handle-dialog">
        {failure && <Alert type="error" title={failure} showIcon style={{ marginBottom: 12 }} role="alert" />}
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 12 }}
          items={[
            { key: 'kind', label: t('requests.kind'), children: t(`requests.kinds.${request.kind}`) },
            { key: 'text', label: t('requests.text'), children: request.text },
            {
              key: 'status',
              label: t('requests.current'),
              children: current ? (
                <span data-testid="request-current">
                  <StatusTag valid={current.valid} />{' '}
                  {`${current.validFrom ?? ''} – ${current.validTo ?? ''}`}
                  {' · '}
                  {t('requests.testsLeft', { count: current.testsLeft })}
                </span>
              ) : (
                t('requests.notFound')
              ),
            },
          ]}
        />
        <Form
          form={form}
          layout="vertical"
          initialValues={defaultGrant(request.kind)}
          requiredMark={false}
          onFinish={() => void send('grant')}
        >
          <Flex gap={12} wrap>
            <Form.Item
              label={t('requests.addTests')}
              name="tests"
              rules={[rule('tests')]}
              style={{ flex: 1 }}
            >
              <Input type="number" min={0} step={1} data-testid="grant-tests" />
            </Form.Item>
            <Form.Item label={t('requests.addDays')} name="days" rules={[rule('days')]} style={{ flex: 1 }}>
              <Input type="number" min={0} step={1} data-testid="grant-days" />
            </Form.Item>
          </Flex>
          <Form.Item label={t('requests.note')} name="note" rules={[rule('note')]}>
            <Input.TextArea rows={2} maxLength={1000} data-testid="grant-note" />
          </Form.Item>
        </Form>
        {preview && (
          <Alert
            type="info"
            showIcon
            data-testid="grant-preview"
            title={t('requests.preview', {
              from: preview.validFrom,
              to: preview.validTo,
              tests: preview.testsLeft,
              current: current?.testsLeft ?? 0,
              added: body.tests ?? 0,
            })}
          />
        )}
      </div>
    </Modal>
  );
}
