import { useState } from 'react';
import type { AuditEntry, AuditQuery } from '@portal/contracts';
import { DATE_PATTERN } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Flex, Typography, type TableColumnsType } from '@portal/ui';
import { ReloadOutlined } from '@portal/ui/extra';
import { Form, Input } from '@portal/ui/forms';
import { STAFF_NS } from '../i18n';
import { shortDateTime } from './logic';
import { useStaffAuditQuery } from './staff-api';
import { StaffTable } from './staff-table';
import { usePaging } from './use-paging';

type AuditFilters = Required<Pick<AuditQuery, 'action' | 'actor' | 'target' | 'from' | 'to'>>;
const NO_FILTERS: AuditFilters = { action: '', actor: '', target: '', from: '', to: '' };

/** A before/after state, as compact JSON (what changed is usually a few fields). */
function State({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <pre style={{ margin: 0, maxWidth: 320, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>
      {JSON.stringify(value)}
    </pre>
  );
}

/** The filters sent: the filled ones, dates only when whole (YYYY-MM-DD). */
export function auditQuery(filters: AuditFilters): Partial<AuditFilters> {
  const out: Partial<AuditFilters> = {};
  for (const [key, raw] of Object.entries(filters) as [keyof AuditFilters, string][]) {
    const value = raw.trim();
    if (!value) continue;
    if ((key === 'from' || key === 'to') && !DATE_PATTERN.test(value)) continue;
    out[key] = value;
  }
  return out;
}

/**
 * The audit trail (GET /api/staff/audit): every staff change, newest first: who, when, what, before and after.
 * Filters: an action (or its group, `account.`), the actor (id or name), a target (`account:12`, or `account:`),
 * and days.
 */
export function AuditTab() {
  const { t } = useTranslation(STAFF_NS);
  const [form] = Form.useForm<AuditFilters>();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const paging = usePaging();
  const audit = useStaffAuditQuery({ ...auditQuery(filters), ...paging.query });

  const columns: TableColumnsType<AuditEntry> = [
    { key: 'at', title: t('audit.at'), render: (_, e) => shortDateTime(e.at) },
    {
      key: 'actor',
      title: t('audit.actor'),
      render: (_, e) => <span data-testid="audit-actor">{e.actorName}</span>,
    },
    {
      key: 'action',
      title: t('audit.action'),
      render: (_, e) => (
        <span data-testid="audit-action" title={e.action}>
          {t(`audit.actions.${e.action}`, { defaultValue: e.action })}
        </span>
      ),
    },
    {
      key: 'target',
      title: t('audit.target'),
      render: (_, e) => <span data-testid="audit-target">{e.target}</span>,
    },
    { key: 'before', title: t('audit.before'), render: (_, e) => <State value={e.before} /> },
    { key: 'after', title: t('audit.after'), render: (_, e) => <State value={e.after} /> },
  ];

  return (
    <div data-testid="audit">
      <Form
        form={form}
        layout="inline"
        initialValues={NO_FILTERS}
        onFinish={(values) => {
          setFilters({ ...NO_FILTERS, ...values });
          paging.reset();
        }}
        style={{ marginBottom: 12, rowGap: 8 }}
        aria-label={t('audit.filters')}
      >
        <Form.Item label={t('audit.action')} name="action">
          <Input placeholder="account." maxLength={60} data-testid="audit-filter-action" />
        </Form.Item>
        <Form.Item label={t('audit.actor')} name="actor">
          <Input maxLength={200} data-testid="audit-filter-actor" />
        </Form.Item>
        <Form.Item label={t('audit.target')} name="target">
          <Input placeholder="account:12" maxLength={120} data-testid="audit-filter-target" />
        </Form.Item>
        <Form.Item label={t('audit.from')} name="from">
          <Input type="date" data-testid="audit-filter-from" />
        </Form.Item>
        <Form.Item label={t('audit.to')} name="to">
          <Input type="date" data-testid="audit-filter-to" />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" data-testid="audit-filter-apply">
            {t('audit.apply')}
          </Button>
          <Button icon={<ReloadOutlined />} loading={audit.isFetching} onClick={() => void audit.refetch()}>
            {t('filters.reload')}
          </Button>
        </Flex>
      </Form>
      <StaffTable<AuditEntry>
        testId="audit-table"
        data={audit.data}
        paging={paging}
        columns={columns}
        loading={audit.isFetching}
        error={audit.error}
        emptyText={t('audit.empty')}
      />
    </div>
  );
}
