import { useState } from 'react';
import type { CreateContestRequest, ExamFamilyId } from '@portal/contracts';
import { pickLocalized, useTranslation } from '@portal/i18n';
import { Alert, Modal, useNotice } from '@portal/ui';
import { Form, Input } from '@portal/ui/forms';
import { Select } from '@portal/ui/select';
import { STAFF_NS } from '../i18n';
import { useFormApiErrors } from './api-errors';
import { useContestSourcesQuery, useCreateContestMutation } from './contests-api';
import { useOfferedFamilies } from './filters';

interface ContestValues {
  titleLt: string;
  titleRu: string;
  titleEn: string;
  family: ExamFamilyId;
  category: string;
  questionCount: string;
  minutes: string;
  opensAt: string;
  closesAt: string;
}

const FIELDS = ['family', 'category', 'questionCount', 'opensAt', 'closesAt'] as const;

/** `YYYY-MM-DDTHH:mm` of a local time (the datetime-local field's value). */
function localInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A week from now, 5 questions of the KET bank, 30 minutes. */
function defaultValues(): Partial<ContestValues> {
  const now = Date.now();
  return {
    family: 'ket',
    questionCount: '5',
    minutes: '30',
    opensAt: localInput(now),
    closesAt: localInput(now + 7 * 86400_000),
  };
}

export function contestBody(v: ContestValues): CreateContestRequest {
  const iso = (local: string) =>
    local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : local;
  return {
    title: { lt: v.titleLt?.trim() ?? '', ru: v.titleRu?.trim() ?? '', en: v.titleEn?.trim() ?? '' },
    family: v.family,
    category: v.category,
    questionCount: Number(v.questionCount),
    timeLimitSeconds: Math.round(Number(v.minutes) * 60),
    opensAt: iso(v.opensAt),
    closesAt: iso(v.closesAt),
  };
}

/** A new contest (POST /api/staff/contests): its question sets are drawn and frozen when it is created. */
export function ContestDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { message } = useNotice();
  const [form] = Form.useForm<ContestValues>();
  const sources = useContestSourcesQuery();
  const { familyLabel } = useOfferedFamilies();
  const [create, { isLoading }] = useCreateContestMutation();
  const showErrors = useFormApiErrors(form, FIELDS);
  const [failure, setFailure] = useState<string | null>(null);
  const family = Form.useWatch('family', form);
  const [initial] = useState(defaultValues);
  const categories = sources.data?.find((s) => s.family === family)?.categories ?? [];
  const required = [{ required: true, whitespace: true, message: t('required') }];

  const onFinish = async (values: ContestValues) => {
    setFailure(null);
    try {
      await create(contestBody(values)).unwrap();
      void message.success(t('contests.created'));
      onClose();
    } catch (error) {
      setFailure(showErrors(error));
    }
  };

  return (
    <Modal
      open
      title={t('contests.new')}
      okText={t('contests.create')}
      okButtonProps={{ 'data-testid': 'contest-create' }}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <div data-testid="contest-dialog">
        {failure && <Alert type="error" title={failure} showIcon role="alert" style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish} requiredMark={false}>
          {(['Lt', 'Ru', 'En'] as const).map((lang) => (
            <Form.Item key={lang} label={t(`contests.title${lang}`)} name={`title${lang}`} rules={required}>
              <Input maxLength={200} data-testid={`contest-title-${lang.toLowerCase()}`} />
            </Form.Item>
          ))}
          <Form.Item
            label={t('contests.family')}
            name="family"
            rules={[{ required: true, message: t('required') }]}
          >
            <Select
              aria-label={t('contests.family')}
              options={(sources.data ?? []).map((s) => ({ value: s.family, label: familyLabel(s.family) }))}
              onChange={() => form.setFieldValue('category', undefined)}
            />
          </Form.Item>
          <Form.Item
            label={t('contests.category')}
            name="category"
            rules={[{ required: true, message: t('required') }]}
          >
            <Select
              aria-label={t('contests.category')}
              data-testid="contest-category"
              options={categories.map((c) => ({
                value: c.value,
                label: pickLocalized(c.label, i18n.language),
              }))}
            />
          </Form.Item>
          <Form.Item label={t('contests.questionCount')} name="questionCount" rules={required}>
            <Input type="number" min={1} max={50} />
          </Form.Item>
          <Form.Item label={t('contests.minutes')} name="minutes" rules={required}>
            <Input type="number" min={1} max={240} />
          </Form.Item>
          <Form.Item label={t('contests.opensAt')} name="opensAt" rules={required}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item label={t('contests.closesAt')} name="closesAt" rules={required}>
            <Input type="datetime-local" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
