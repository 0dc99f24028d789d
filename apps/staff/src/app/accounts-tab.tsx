import { useState } from 'react';
import type { ExamFamilyId, StaffAccountQuery, StaffAccountSummary } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Flex, Tag, Typography, type TableColumnsType } from '@portal/ui';
import { Space, ReloadOutlined } from '@portal/ui/extra';
import { Input } from '@portal/ui/forms';
import { Select } from '@portal/ui/select';
import { STAFF_NS } from '../i18n';
import { AccountDrawer } from './account-drawer';
import { FamilyFilter, StatusTag, useOfferedFamilies } from './filters';
import { shortDateTime } from './logic';
import { NewAccountForm } from './new-account-form';
import { useStaffAccountsQuery } from './staff-api';
import { StaffTable } from './staff-table';
import { usePaging } from './use-paging';

type FamilyStatus = NonNullable<StaffAccountQuery['status']> | '';
type RoleFilter = NonNullable<StaffAccountQuery['role']> | '';

/**
 * Accounts (GET /api/staff/accounts?q=&family=&status=&role=): search by name, username or e-mail, filter by a
 * family's status and by role; "Open" shows the account's data and its actions (account-drawer.tsx). A new
 * learner account is made with the form below the list.
 */
export function AccountsTab() {
  const { t } = useTranslation(STAFF_NS);
  const { familyLabel } = useOfferedFamilies();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [family, setFamily] = useState<ExamFamilyId | ''>('');
  const [status, setStatus] = useState<FamilyStatus>('');
  const [role, setRole] = useState<RoleFilter>('');
  const [open, setOpen] = useState<number | null>(null);
  const paging = usePaging();
  const accounts = useStaffAccountsQuery({
    ...(q ? { q } : {}),
    ...(family ? { family } : {}),
    ...(status ? { status } : {}),
    ...(role ? { role } : {}),
    ...paging.query,
  });
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      paging.reset();
    };

  const columns: TableColumnsType<StaffAccountSummary> = [
    {
      key: 'name',
      title: t('accounts.name'),
      render: (_, a) => (
        <span data-testid="account-row-name">
          {a.name}
          {a.roles.includes('staff') ? (
            <Tag color="gold" style={{ marginLeft: 6 }}>
              {t('accounts.staffTag')}
            </Tag>
          ) : null}
          {a.disabled ? (
            <Tag color="red" style={{ marginLeft: 6 }}>
              {t('accounts.disabledTag')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      key: 'username',
      title: t('accounts.username'),
      render: (_, a) => <span data-testid="account-row-username">{a.username ?? a.provider}</span>,
    },
    { key: 'email', title: t('accounts.emailShort'), render: (_, a) => a.email ?? '' },
    {
      key: 'families',
      title: t('accounts.families'),
      render: (_, a) => (
        <Space wrap size={4}>
          {a.families.map((f) => (
            <span key={f.family}>
              {familyLabel(f.family)} <StatusTag valid={f.valid} />
            </span>
          ))}
        </Space>
      ),
    },
    { key: 'created', title: t('accounts.createdAt'), render: (_, a) => shortDateTime(a.createdAt) },
    {
      key: 'open',
      title: '',
      render: (_, a) => (
        <Button size="small" type="primary" onClick={() => setOpen(a.id)} data-testid="account-open">
          {t('accounts.open')}
        </Button>
      ),
    },
  ];

  return (
    <div data-testid="accounts">
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }} role="search">
        <Input.Search
          allowClear
          aria-label={t('accounts.search')}
          placeholder={t('accounts.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(value) => filtered(setQ)(value.trim())}
          style={{ maxWidth: 320 }}
          data-testid="accounts-search"
          maxLength={100}
        />
        <FamilyFilter value={family} onChange={filtered(setFamily)} testId="accounts-family" />
        <Select<FamilyStatus>
          aria-label={t('accounts.familyStatus')}
          data-testid="accounts-status"
          value={status}
          style={{ minWidth: 170 }}
          onChange={filtered(setStatus)}
          options={(['', 'pending', 'active', 'rejected', 'none'] as const).map((s) => ({
            value: s,
            label: s ? t(`status.${s}`) : t('accounts.anyStatus'),
          }))}
        />
        <Select<RoleFilter>
          aria-label={t('accounts.role')}
          data-testid="accounts-role"
          value={role}
          style={{ minWidth: 150 }}
          onChange={filtered(setRole)}
          options={[
            { value: '', label: t('accounts.anyRole') },
            { value: 'learner', label: t('accounts.learners') },
            { value: 'staff', label: t('accounts.staffMembers') },
          ]}
        />
        <Button
          icon={<ReloadOutlined />}
          loading={accounts.isFetching}
          onClick={() => void accounts.refetch()}
        >
          {t('filters.reload')}
        </Button>
      </Flex>
      <StaffTable<StaffAccountSummary>
        testId="accounts-table"
        data={accounts.data}
        paging={paging}
        columns={columns}
        loading={accounts.isFetching}
        error={accounts.error}
        emptyText={t('accounts.empty')}
      />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('accounts.heading')}
      </Typography.Title>
      <NewAccountForm />
      {open !== null && <AccountDrawer id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
