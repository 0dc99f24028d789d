import { useTranslation } from '@portal/i18n';
import { Button, Flex, Tag, Typography, useNotice, type TableColumnsType } from '@portal/ui';
import { ReloadOutlined } from '@portal/ui/extra';
import { STAFF_NS } from '../i18n';
import { useErrorTexts } from './api-errors';
import { shortDateTime } from './logic';
import {
  type BackupRun,
  type ErasureRequest,
  useEraseNowMutation,
  useStaffBackupsQuery,
  useStaffErasuresQuery,
  useStartBackupMutation,
} from './operations-api';
import { StaffTable } from './staff-table';

const OUTCOME_COLOR = { running: 'blue', ok: 'green', failed: 'red' } as const;
const STATE_COLOR = { pending: 'orange', cancelled: 'default', erased: 'green', purged: 'default' } as const;

function size(bytes: number | null): string {
  if (bytes === null) return '';
  return bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * Backups (time, size, outcome; start one) and learners' erasure requests (their state; erase one before its grace
 * period ends). Restoring is done on the server with the portal stopped (docs/deployment.md), not from here.
 */
export function OperationsTab() {
  const { t } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const { message } = useNotice();
  const backups = useStaffBackupsQuery(undefined, { pollingInterval: 5000 });
  const erasures = useStaffErasuresQuery();
  const [startBackup, { isLoading: starting }] = useStartBackupMutation();
  const [eraseNow, { isLoading: erasing }] = useEraseNowMutation();

  const start = async () => {
    try {
      await startBackup().unwrap();
      message.success(t('operations.backupStarted'));
    } catch (error) {
      message.error(errorText(error));
    }
  };
  const erase = async (row: ErasureRequest) => {
    if (!window.confirm(t('operations.eraseConfirm', { id: row.accountId }))) return;
    try {
      await eraseNow(row.id).unwrap();
      message.success(t('operations.erased'));
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const backupColumns: TableColumnsType<BackupRun> = [
    { key: 'started', title: t('operations.started'), render: (_, r) => shortDateTime(r.startedAt) },
    {
      key: 'trigger',
      title: t('operations.trigger'),
      render: (_, r) => t(`operations.triggers.${r.trigger}`),
    },
    {
      key: 'outcome',
      title: t('operations.outcome'),
      render: (_, r) => (
        <Tag color={OUTCOME_COLOR[r.outcome]} data-testid={`backup-outcome-${r.id}`}>
          {t(`operations.outcomes.${r.outcome}`)}
        </Tag>
      ),
    },
    { key: 'size', title: t('operations.size'), render: (_, r) => size(r.sizeBytes) },
    {
      key: 'path',
      title: t('operations.path'),
      render: (_, r) => (
        <Typography.Text type={r.error ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {r.error ?? r.path}
        </Typography.Text>
      ),
    },
  ];
  const erasureColumns: TableColumnsType<ErasureRequest> = [
    { key: 'account', title: t('operations.account'), render: (_, r) => `#${r.accountId}` },
    { key: 'requested', title: t('operations.requested'), render: (_, r) => shortDateTime(r.requestedAt) },
    { key: 'due', title: t('operations.due'), render: (_, r) => shortDateTime(r.dueAt) },
    {
      key: 'state',
      title: t('operations.state'),
      render: (_, r) => (
        <Tag color={STATE_COLOR[r.state]} data-testid={`erasure-state-${r.id}`}>
          {t(`operations.states.${r.state}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: '',
      render: (_, r) =>
        r.state === 'pending' ? (
          <Button size="small" danger disabled={erasing} onClick={() => void erase(r)}>
            {t('operations.eraseNow')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <Flex align="center" justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Paragraph style={{ margin: 0, maxWidth: 720 }}>
          {t('operations.backupsIntro')}
        </Typography.Paragraph>
        <Flex gap={8}>
          <Button type="primary" loading={starting} onClick={() => void start()} data-testid="backup-start">
            {t('operations.startBackup')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => void backups.refetch()}>
            {t('filters.reload')}
          </Button>
        </Flex>
      </Flex>
      <StaffTable
        rows={backups.data?.items}
        columns={backupColumns}
        loading={backups.isFetching && !backups.data}
        error={backups.error}
        emptyText={t('operations.noBackups')}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('operations.erasures')}
      </Typography.Title>
      <Typography.Paragraph style={{ maxWidth: 720 }}>{t('operations.erasuresIntro')}</Typography.Paragraph>
      <StaffTable
        rows={erasures.data?.items}
        columns={erasureColumns}
        loading={erasures.isFetching}
        error={erasures.error}
        emptyText={t('operations.noErasures')}
      />
    </>
  );
}
