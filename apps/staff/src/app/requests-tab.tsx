import { useState } from 'react';
import type { ExamFamilyId, StaffActivationRequest } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Flex, Tag, Typography, type TableColumnsType } from '@portal/ui';
import { ReloadOutlined } from '@portal/ui/extra';
import { Segmented } from '@portal/ui/forms';
import { STAFF_NS } from '../i18n';
import { FamilyFilter, StatusTag, useOfferedFamilies } from './filters';
import { HandleRequestDialog } from './handle-request-dialog';
import { shortDateTime } from './logic';
import { useStaffActivationRequestsQuery } from './staff-api';
import { StaffTable } from './staff-table';
import { usePaging } from './use-paging';

/**
 * Activation and more-tests requests (GET /api/staff/activation-requests?family=&handled=): the open ones by
 * default, each with the learner's current standing; "Handle" grants (adding to it) or dismisses. The handled
 * list says who decided, when and what.
 */
export function RequestsTab() {
  const { t } = useTranslation(STAFF_NS);
  const { familyLabel } = useOfferedFamilies();
  const [family, setFamily] = useState<ExamFamilyId | ''>('');
  const [handled, setHandled] = useState(false);
  const paging = usePaging();
  const requests = useStaffActivationRequestsQuery({
    ...(family ? { family } : {}),
    handled,
    ...paging.query,
  });
  const [handling, setHandling] = useState<StaffActivationRequest | null>(null);

  const columns: TableColumnsType<StaffActivationRequest> = [
    { key: 'date', title: t('requests.date'), render: (_, r) => shortDateTime(r.createdAt) },
    {
      key: 'learner',
      title: t('requests.learner'),
      render: (_, r) => <span data-testid="request-learner">{r.accountName}</span>,
    },
    { key: 'family', title: t('requests.family'), render: (_, r) => familyLabel(r.family) },
    {
      key: 'kind',
      title: t('requests.kind'),
      render: (_, r) => (
        <Tag color={r.kind === 'more-tests' ? 'purple' : 'geekblue'}>{t(`requests.kinds.${r.kind}`)}</Tag>
      ),
    },
    {
      key: 'text',
      title: t('requests.text'),
      render: (_, r) => (
        <Typography.Paragraph style={{ margin: 0, maxWidth: 360, whiteSpace: 'pre-wrap' }}>
          {r.text}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'current',
      title: t('requests.current'),
      render: (_, r) =>
        r.current ? (
          <span data-testid="request-current">
            <StatusTag valid={r.current.valid} />
            <br />
            {`${r.current.validFrom ?? ''} – ${r.current.validTo ?? ''}`}
            <br />
            {t('requests.testsLeft', { count: r.current.testsLeft })}
          </span>
        ) : (
          <Typography.Text type="secondary">{t('requests.notFound')}</Typography.Text>
        ),
    },
    handled
      ? {
          key: 'outcome',
          title: t('requests.outcome'),
          render: (_, r) => (
            <span data-testid="request-outcome">
              <Tag color={r.outcome === 'granted' ? 'green' : 'default'}>
                {t(`requests.outcomes.${r.outcome ?? 'dismissed'}`)}
              </Tag>
              {r.outcome === 'granted'
                ? t('requests.grantedWhat', { tests: r.grantedTests ?? 0, to: r.grantedUntil ?? '' })
                : null}
              <br />
              <Typography.Text type="secondary">
                {t('requests.handledBy', { name: r.handledBy ?? '', date: shortDateTime(r.handledAt) })}
              </Typography.Text>
            </span>
          ),
        }
      : {
          key: 'actions',
          title: '',
          render: (_, r) => (
            <Button type="primary" size="small" onClick={() => setHandling(r)} data-testid="request-open">
              {t('requests.open')}
            </Button>
          ),
        },
  ];

  return (
    <div data-testid="requests">
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <FamilyFilter
          value={family}
          onChange={(value) => {
            setFamily(value);
            paging.reset();
          }}
          testId="requests-family"
        />
        <Segmented<'open' | 'handled'>
          aria-label={t('requests.show')}
          data-testid="requests-handled"
          value={handled ? 'handled' : 'open'}
          onChange={(value) => {
            setHandled(value === 'handled');
            paging.reset();
          }}
          options={[
            { value: 'open', label: <span data-testid="show-open">{t('requests.openList')}</span> },
            { value: 'handled', label: <span data-testid="show-handled">{t('requests.handledList')}</span> },
          ]}
        />
        <Button
          icon={<ReloadOutlined />}
          loading={requests.isFetching}
          onClick={() => void requests.refetch()}
        >
          {t('filters.reload')}
        </Button>
      </Flex>
      <StaffTable<StaffActivationRequest>
        data={requests.data}
        paging={paging}
        columns={columns}
        loading={requests.isFetching}
        error={requests.error}
        emptyText={t('requests.empty')}
      />
      {handling && <HandleRequestDialog request={handling} onClose={() => setHandling(null)} />}
    </div>
  );
}
