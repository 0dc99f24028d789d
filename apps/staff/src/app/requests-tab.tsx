import { useState } from 'react';
import type { ExamFamilyId, StaffActivationRequest, StaffEnrollment } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Flex, ReloadOutlined, Tag, Typography, type TableColumnsType } from '@portal/ui';
import { STAFF_NS } from '../i18n';
import { ActivateDialog } from './enrollment-dialogs';
import { FamilyFilter, StatusTag, useOfferedFamilies } from './filters';
import { enrollmentQuery, findEnrollmentFor, shortDateTime } from './logic';
import { useStaffActivationRequestsQuery, useStaffEnrollmentsQuery } from './staff-api';
import { StaffTable } from './staff-table';

/**
 * Activation and more-tests requests (GET /api/staff/activation-requests?family=). Each opens the learner's
 * enrollment in that family (found in the enrollment list by account and family) in the activation dialog.
 */
export function RequestsTab() {
  const { t } = useTranslation(STAFF_NS);
  const { familyLabel } = useOfferedFamilies();
  const [family, setFamily] = useState<ExamFamilyId | ''>('');
  const requests = useStaffActivationRequestsQuery(family ? { family } : {});
  // every status: a request usually comes from a rejected (-5/-7) or an active learner
  const enrollments = useStaffEnrollmentsQuery(enrollmentQuery(family, undefined));
  const [activating, setActivating] = useState<StaffEnrollment | null>(null);
  const error = requests.error ?? enrollments.error;

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
        <Typography.Paragraph style={{ margin: 0, maxWidth: 420, whiteSpace: 'pre-wrap' }}>
          {r.text}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'enrollment',
      title: t('requests.enrollment'),
      render: (_, r) => {
        const enrollment = findEnrollmentFor(enrollments.data, r);
        return enrollment ? (
          <StatusTag valid={enrollment.valid} />
        ) : enrollments.data ? (
          <Typography.Text type="secondary">{t('requests.notFound')}</Typography.Text>
        ) : null;
      },
    },
    {
      key: 'actions',
      title: '',
      render: (_, r) => {
        const enrollment = findEnrollmentFor(enrollments.data, r);
        return (
          <Button
            type="primary"
            size="small"
            disabled={!enrollment}
            onClick={() => enrollment && setActivating(enrollment)}
            data-testid="request-open"
          >
            {t('requests.open')}
          </Button>
        );
      },
    },
  ];

  return (
    <div data-testid="requests">
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <FamilyFilter value={family} onChange={setFamily} testId="requests-family" />
        <Button
          icon={<ReloadOutlined />}
          loading={requests.isFetching || enrollments.isFetching}
          onClick={() => {
            void requests.refetch();
            void enrollments.refetch();
          }}
        >
          {t('filters.reload')}
        </Button>
      </Flex>
      <StaffTable<StaffActivationRequest>
        rows={requests.data}
        columns={columns}
        loading={requests.isFetching}
        error={error}
        emptyText={t('requests.empty')}
      />
      {activating && <ActivateDialog enrollment={activating} onClose={() => setActivating(null)} />}
    </div>
  );
}
