import type { DeploymentSwitch } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Flex, Tag, Typography, useNotice, type TableColumnsType } from '@portal/ui';
import { ReloadOutlined } from '@portal/ui/extra';
import { STAFF_NS } from '../i18n';
import { useErrorTexts } from './api-errors';
import { useOfferedFamilies } from './filters';
import { shortDateTime } from './logic';
import { StaffTable } from './staff-table';
import { useSetSwitchMutation, useStaffSwitchesQuery } from './switches-api';
import { ToggleSwitch } from './toggle-switch';

type Row = DeploymentSwitch & { id: number };

/**
 * The run-time deployment switches (GET/PUT /api/staff/switches): each family offered or not, and the competition's
 * and examiner's server checks. A change is audited and reaches every API instance within a few seconds.
 */
export function SwitchesTab() {
  const { t } = useTranslation(STAFF_NS);
  const { familyLabel } = useOfferedFamilies();
  const { errorText } = useErrorTexts();
  const { message } = useNotice();
  const list = useStaffSwitchesQuery();
  const [setSwitch, { isLoading: saving, originalArgs }] = useSetSwitchMutation();
  const rows: Row[] | undefined = list.data?.map((s, i) => ({ ...s, id: i + 1 }));

  const nameOf = (name: string) =>
    name.endsWith('-server') ? t(`switches.servers.${name}`) : familyLabel(name);

  const toggle = async (row: Row, enabled: boolean) => {
    try {
      await setSwitch({ name: row.name, enabled }).unwrap();
      message.success(t(enabled ? 'switches.turnedOn' : 'switches.turnedOff', { name: nameOf(row.name) }));
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('switches.name'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{nameOf(r.name)}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.name.endsWith('-server') ? t('switches.serverHint') : t('switches.familyHint')} ({r.name})
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'enabled',
      title: t('switches.state'),
      render: (_, r) => (
        <Flex align="center" gap={8}>
          <ToggleSwitch
            checked={r.enabled}
            label={nameOf(r.name)}
            disabled={saving && originalArgs?.name === r.name}
            onChange={(enabled) => void toggle(r, enabled)}
            testId={`switch-${r.name}`}
          />
          <Tag color={r.enabled ? 'green' : 'default'}>{t(r.enabled ? 'switches.on' : 'switches.off')}</Tag>
        </Flex>
      ),
    },
    {
      key: 'changed',
      title: t('switches.changed'),
      render: (_, r) =>
        r.updatedAt ? (
          <span data-testid={`switch-changed-${r.name}`}>
            {t('switches.changedBy', { when: shortDateTime(r.updatedAt), who: r.updatedBy ?? '' })}
          </span>
        ) : (
          <Typography.Text type="secondary">{t('switches.default')}</Typography.Text>
        ),
    },
  ];

  return (
    <>
      <Flex align="center" justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Paragraph style={{ margin: 0, maxWidth: 720 }}>
          {t('switches.intro')}
        </Typography.Paragraph>
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
          {t('filters.reload')}
        </Button>
      </Flex>
      <StaffTable
        rows={rows}
        columns={columns}
        loading={list.isFetching}
        error={list.error}
        emptyText={t('switches.empty')}
      />
    </>
  );
}
