import { useMemo, useState } from 'react';
import { activateEnrollmentSchema, rejectEnrollmentSchema, type StaffEnrollment } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Alert, Modal, useNotice } from '@portal/ui';
import { Select } from '@portal/ui/select';
import { Form, Input } from '@portal/ui/forms';
import { STAFF_NS } from '../i18n';
import { useFormApiErrors } from './api-errors';
import {
  activationBody,
  defaultActivation,
  DEFAULT_REJECT_CODE,
  REJECT_CODES,
  rejectionOutcome,
  type RejectCode,
} from './logic';
import { useSchemaRule } from './schema-rule';
import { useActivateEnrollmentMutation, useRejectEnrollmentMutation } from './staff-api';

/** Who the enrollment belongs to, for the dialog titles: the account's name, else the registration's. */
export function learnerName(enrollment: StaffEnrollment): string {
  const r = enrollment.registration;
  return enrollment.accountName || (r ? `${r.vardas} ${r.pavarde}`.trim() : `#${enrollment.accountId}`);
}

interface ActivateValues {
  validFrom: string;
  validTo: string;
  tests: string;
  info: string;
}
const ACTIVATE_FIELDS = ['validFrom', 'validTo', 'tests', 'info'] as const;

/**
 * Activation (POST /api/staff/enrollments/:id/activate): valid from today for a year and 30 tests unless staff
 * change them, an optional info text for the learner. The API's field errors are shown on the fields.
 */
export function ActivateDialog({
  enrollment,
  onClose,
}: {
  enrollment: StaffEnrollment;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const { message } = useNotice();
  const [form] = Form.useForm<ActivateValues>();
  const [activate, { isLoading }] = useActivateEnrollmentMutation();
  const showErrors = useFormApiErrors(form, ACTIVATE_FIELDS);
  const rule = useSchemaRule(form, activateEnrollmentSchema(), activationBody);
  const [failure, setFailure] = useState<string | null>(null);
  const initial = useMemo(() => {
    const d = defaultActivation();
    return { ...d, tests: String(d.tests) };
  }, []);
  const name = learnerName(enrollment);

  const onFinish = async (values: ActivateValues) => {
    setFailure(null);
    try {
      await activate({ id: enrollment.id, body: activationBody(values) }).unwrap();
      void message.success(t('activate.done', { name }));
      onClose();
    } catch (error) {
      setFailure(showErrors(error));
    }
  };

  return (
    <Modal
      open
      title={t('activate.title', { name })}
      okText={t('activate.submit')}
      okButtonProps={{ 'data-testid': 'activate-submit' }}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <div data-testid="activate-dialog">
        {failure && <Alert type="error" title={failure} showIcon style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish} requiredMark={false}>
          <Form.Item
            label={t('activate.validFrom')}
            name="validFrom"
            validateFirst
            rules={[{ required: true, message: t('required') }, rule('validFrom')]}
          >
            <Input type="date" data-testid="activate-valid-from" />
          </Form.Item>
          <Form.Item
            label={t('activate.validTo')}
            name="validTo"
            dependencies={['validFrom']}
            validateFirst
            rules={[{ required: true, message: t('required') }, rule('validTo')]}
          >
            <Input type="date" data-testid="activate-valid-to" />
          </Form.Item>
          <Form.Item
            label={t('activate.tests')}
            name="tests"
            rules={[{ required: true, message: t('activate.testsMin') }, rule('tests')]}
            validateFirst
          >
            <Input type="number" min={1} step={1} data-testid="activate-tests" />
          </Form.Item>
          <Form.Item label={t('activate.info')} name="info" rules={[rule('info')]}>
            <Input.TextArea rows={2} maxLength={1000} data-testid="activate-info" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}

interface RejectValues {
  valid: RejectCode;
  text: string;
}
const REJECT_FIELDS = ['valid', 'text'] as const;
const rejectBody = (values: RejectValues) => ({ valid: values.valid, text: values.text ?? '' });

/**
 * Rejection (POST /api/staff/enrollments/:id/reject): a status code with what the learner will see (core spec
 * section 4) and a required reason, which the learner reads.
 */
export function RejectDialog({ enrollment, onClose }: { enrollment: StaffEnrollment; onClose: () => void }) {
  const { t } = useTranslation(STAFF_NS);
  const { message } = useNotice();
  const [form] = Form.useForm<RejectValues>();
  const [reject, { isLoading }] = useRejectEnrollmentMutation();
  const showErrors = useFormApiErrors(form, REJECT_FIELDS);
  const rule = useSchemaRule(form, rejectEnrollmentSchema(), rejectBody);
  const [failure, setFailure] = useState<string | null>(null);
  const code = Form.useWatch('valid', form) ?? DEFAULT_REJECT_CODE;
  const name = learnerName(enrollment);

  const onFinish = async (values: RejectValues) => {
    setFailure(null);
    try {
      await reject({ id: enrollment.id, body: rejectBody(values) }).unwrap();
      void message.success(t('reject.done', { name }));
      onClose();
    } catch (error) {
      setFailure(showErrors(error));
    }
  };

  return (
    <Modal
      open
      title={t('reject.title', { name })}
      okText={t('reject.submit')}
      okButtonProps={{ danger: true, 'data-testid': 'reject-submit' }}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <div data-testid="reject-dialog">
        {failure && <Alert type="error" title={failure} showIcon style={{ marginBottom: 12 }} />}
        <Form
          form={form}
          layout="vertical"
          initialValues={{ valid: DEFAULT_REJECT_CODE, text: '' }}
          onFinish={onFinish}
          requiredMark={false}
        >
          <Form.Item
            label={t('reject.code')}
            name="valid"
            extra={<span data-testid="reject-explain">{t(`reject.explain.${rejectionOutcome(code)}`)}</span>}
          >
            <Select<RejectCode>
              data-testid="reject-code"
              options={REJECT_CODES.map((c) => ({ value: c, label: `${c} · ${t(`reject.codes.${c}`)}` }))}
            />
          </Form.Item>
          <Form.Item
            label={t('reject.reason')}
            name="text"
            validateFirst
            rules={[{ required: true, message: t('required') }, rule('text')]}
          >
            <Input.TextArea rows={3} maxLength={1000} data-testid="reject-reason" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
