import { useState } from 'react';
import type { ExamFamilyId, StaffEnrollment } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Flex, Typography, type TableColumnsType } from '@portal/ui';
import { Space, ReloadOutlined } from '@portal/ui/extra';
import { Segmented } from '@portal/ui/forms';
import { STAFF_NS } from '../i18n';
import { ActivateDialog, RejectDialog } from './enrollment-dialogs';
import { FamilyFilter, StatusTag, useOfferedFamilies } from './filters';
import {
  branchName,
  DEFAULT_STATUS_FILTER,
  enrollmentQuery,
  STATUS_FILTERS,
  statusKind,
  type StatusFilter,
} from './logic';
import { useStaffEnrollmentsQuery } from './staff-api';
import { StaffTable } from './staff-table';
import { usePaging } from './use-paging';

/** The registration record of an enrollment: name, birth date, phone, e-mail, branch (and a rejection reason). */
function RegistrationDetails({ enrollment }: { enrollment: StaffEnrollment }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const r = enrollment.registration;
  if (!r) return <Typography.Text type="secondary">{t('registrations.noDetails')}</Typography.Text>;
  const line = (label: string, value: string, testId: string) =>
    value ? (
      <div>
        <Typography.Text type="secondary">{label}: </Typography.Text>
        <span data-testid={testId}>{value}</span>
      </div>
    ) : null;
  return (
    <div data-testid="registration-details">
      <Typography.Text strong data-testid="reg-name">
        {`${r.vardas} ${r.pavarde}`.trim()}
      </Typography.Text>
      {line(t('registrations.birthDate'), r.gdata, 'reg-gdata')}
      {line(t('registrations.phone'), r.telefonas, 'reg-telefonas')}
      {line(t('registrations.email'), r.email, 'reg-email')}
      {line(t('registrations.branch'), branchName(r.filialas, i18n.language), 'reg-branch')}
      {statusKind(enrollment.valid) === 'rejected' && r.tekstas
        ? line(t('registrations.reason'), r.tekstas, 'reg-reason')
        : null}
    </div>
  );
}

/**
 * Registrations (GET /api/staff/enrollments?family=&status=): pending ones first by default; each row can be
 * activated or rejected in a dialog.
 */
export function RegistrationsTab() {
  const { t } = useTranslation(STAFF_NS);
  const { familyLabel } = useOfferedFamilies();
  const [family, setFamily] = useState<ExamFamilyId | ''>('');
  const [status, setStatus] = useState<StatusFilter>(DEFAULT_STATUS_FILTER);
  const [dialog, setDialog] = useState<{ kind: 'activate' | 'reject'; enrollment: StaffEnrollment } | null>(
    null,
  );
  const paging = usePaging();
  const { data, error, isFetching, refetch } = useStaffEnrollmentsQuery({
    ...enrollmentQuery(family, status),
    ...paging.query,
  });

  const columns: TableColumnsType<StaffEnrollment> = [
    {
      key: 'learner',
      title: t('registrations.learner'),
      render: (_, e) => <span data-testid="enrollment-learner">{e.accountName}</span>,
    },
    { key: 'family', title: t('registrations.family'), render: (_, e) => familyLabel(e.family) },
    {
      key: 'registration',
      title: t('registrations.registration'),
      render: (_, e) => <RegistrationDetails enrollment={e} />,
    },
    { key: 'status', title: t('registrations.status'), render: (_, e) => <StatusTag valid={e.valid} /> },
    {
      key: 'validity',
      title: t('registrations.validity'),
      render: (_, e) =>
        e.validFrom || e.validTo ? (
          <span data-testid="enrollment-validity">{`${e.validFrom ?? ''} – ${e.validTo ?? ''}`}</span>
        ) : null,
    },
    {
      key: 'testsLeft',
      title: t('registrations.testsLeft'),
      align: 'right',
      render: (_, e) => <span data-testid="enrollment-tests">{e.testsLeft}</span>,
    },
    {
      key: 'actions',
      title: t('registrations.actions'),
      render: (_, e) => (
        <Space wrap>
          <Button
            type="primary"
            size="small"
            onClick={() => setDialog({ kind: 'activate', enrollment: e })}
            data-testid="activate"
          >
            {t('registrations.activate')}
          </Button>
          <Button
            danger
            size="small"
            onClick={() => setDialog({ kind: 'reject', enrollment: e })}
            data-testid="reject"
          >
            {t('registrations.reject')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="registrations">
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <FamilyFilter
          value={family}
          onChange={(value) => {
            setFamily(value);
            paging.reset();
          }}
          testId="registrations-family"
        />
        <Segmented<StatusFilter>
          aria-label={t('filters.status')}
          data-testid="registrations-status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            paging.reset();
          }}
          options={STATUS_FILTERS.map((s) => ({
            value: s,
            label: <span data-testid={`show-${s}`}>{t(`status.${s}`)}</span>,
          }))}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
          {t('filters.reload')}
        </Button>
      </Flex>
      <StaffTable<StaffEnrollment>
        data={data}
        paging={paging}
        columns={columns}
        loading={isFetching}
        error={error}
        emptyText={t('registrations.empty')}
      />
      {dialog?.kind === 'activate' && (
        <ActivateDialog enrollment={dialog.enrollment} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'reject' && (
        <RejectDialog enrollment={dialog.enrollment} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
