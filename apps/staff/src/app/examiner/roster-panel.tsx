import { Suspense, useState } from 'react';
import { EXAMINER_TOPICS, type ExaminerRosterEntry, type ExaminerRosterRequest } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Alert, Button, Flex, NativeSelect, Spin, Table, type TableColumnsType } from '@portal/ui';
import { Form, Input } from '@portal/ui/forms';
import { STAFF_NS } from '../../i18n';
import { useErrorTexts, useFormApiErrors } from '../api-errors';
import { shortDateTime } from '../logic';
import {
  useAddToExaminerRosterMutation,
  useExaminerRosterQuery,
  useRemoveFromExaminerRosterMutation,
} from './examiner-staff-api';

const PAGE_SIZE = 20;
const FIELDS = ['regnr', 'gdata', 'sub', 'from', 'to'] as const;
const SUB_OPTIONS = EXAMINER_TOPICS.flatMap((t) =>
  t.subTopics.map((s) => ({ value: s.value, label: s.labels.lt })),
);

/** A `datetime-local` value (the staff member's own time) as ISO 8601 in UTC; '' stays '' (the API says why). */
function toIso(local: string | undefined): string {
  if (!local) return '';
  const ms = Date.parse(local);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : local;
}

/** Candidates admitted to an exam: registration number, birth date, sub-topic and time window (audited). */
export function RosterPanel() {
  const { t } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const [page, setPage] = useState(1);
  const roster = useExaminerRosterQuery({ page, pageSize: PAGE_SIZE });
  const [add, adding] = useAddToExaminerRosterMutation();
  const [remove] = useRemoveFromExaminerRosterMutation();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [form] = Form.useForm<Record<(typeof FIELDS)[number], string>>();
  const showErrors = useFormApiErrors(form, FIELDS);
  const [formError, setFormError] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<unknown>(null);

  const submit = async (values: Record<string, string | undefined>) => {
    setFormError(null);
    const body: ExaminerRosterRequest = {
      regnr: values.regnr ?? '',
      gdata: values.gdata ?? '',
      sub: values.sub ?? '',
      from: toIso(values.from),
      to: toIso(values.to),
    };
    try {
      await add(body).unwrap();
      form.resetFields();
      setPage(1);
    } catch (error) {
      setFormError(showErrors(error));
    }
  };

  const columns: TableColumnsType<ExaminerRosterEntry> = [
    {
      key: 'regnr',
      title: t('examiner.roster.regnr'),
      render: (_, r) => <span data-testid="roster-regnr">{r.regnr}</span>,
    },
    { key: 'gdata', title: t('examiner.roster.gdata'), dataIndex: 'gdata' },
    { key: 'sub', title: t('examiner.roster.sub'), dataIndex: 'sub' },
    { key: 'from', title: t('examiner.roster.from'), render: (_, r) => shortDateTime(r.from) },
    { key: 'to', title: t('examiner.roster.to'), render: (_, r) => shortDateTime(r.to) },
    { key: 'by', title: t('examiner.roster.createdBy'), dataIndex: 'createdBy' },
    {
      key: 'actions',
      title: '',
      render: (_, r) =>
        confirming === r.id ? (
          <Flex gap={4}>
            <Button
              danger
              size="small"
              data-testid="roster-remove-confirm"
              onClick={() => {
                setConfirming(null);
                remove(r.id)
                  .unwrap()
                  .catch((error: unknown) => setRemoveError(error));
              }}
            >
              {t('examiner.roster.confirmRemove')}
            </Button>
            <Button size="small" onClick={() => setConfirming(null)}>
              {t('examiner.cancel')}
            </Button>
          </Flex>
        ) : (
          <Button size="small" data-testid="roster-remove" onClick={() => setConfirming(r.id)}>
            {t('examiner.roster.remove')}
          </Button>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Form form={form} layout="inline" onFinish={submit} data-testid="roster-form" style={{ rowGap: 8 }}>
        <Form.Item name="regnr" label={t('examiner.roster.regnr')}>
          <Input allowClear maxLength={40} data-testid="roster-form-regnr" />
        </Form.Item>
        <Form.Item name="gdata" label={t('examiner.roster.gdata')}>
          <Input placeholder="YYYY-MM-DD" maxLength={10} data-testid="roster-form-gdata" />
        </Form.Item>
        <Form.Item name="sub" label={t('examiner.roster.sub')}>
          <NativeSelectField />
        </Form.Item>
        <Form.Item name="from" label={t('examiner.roster.from')}>
          <Input type="datetime-local" data-testid="roster-form-from" />
        </Form.Item>
        <Form.Item name="to" label={t('examiner.roster.to')}>
          <Input type="datetime-local" data-testid="roster-form-to" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={adding.isLoading} data-testid="roster-add">
          {t('examiner.roster.add')}
        </Button>
      </Form>
      {formError && <Alert type="error" showIcon role="alert" title={formError} />}
      {roster.error || removeError ? (
        <Alert type="error" showIcon role="alert" title={errorText(roster.error ?? removeError)} />
      ) : null}
      <Suspense fallback={<Spin />}>
        <Table<ExaminerRosterEntry>
          rowKey="id"
          size="small"
          data-testid="roster-table"
          columns={columns}
          dataSource={roster.data?.items ?? []}
          loading={roster.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: roster.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          locale={{
            emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('examiner.roster.empty')}</span>,
          }}
        />
      </Suspense>
    </Flex>
  );
}

/** The sub-topic select as a form control (antd's Form passes value and onChange). */
function NativeSelectField(props: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <NativeSelect
      aria-label={t('examiner.roster.sub')}
      data-testid="roster-form-sub"
      placeholder={t('examiner.roster.subPlaceholder')}
      options={SUB_OPTIONS}
      value={props.value}
      onChange={(v) => props.onChange?.(v)}
    />
  );
}
