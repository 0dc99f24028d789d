import { useState } from 'react';
import type { StaffContest, StaffContestEntry } from '@portal/contracts';
import { pickLocalized, useTranslation } from '@portal/i18n';
import { Button, Flex, Tag, Typography, useNotice, type TableColumnsType } from '@portal/ui';
import { ReloadOutlined } from '@portal/ui/extra';
import { STAFF_NS } from '../i18n';
import { useErrorTexts } from './api-errors';
import { ContestDialog } from './contest-dialog';
import {
  useContestEntriesQuery,
  useModerateEntryMutation,
  useSetContestStatusMutation,
  useStaffContestsQuery,
} from './contests-api';
import { useOfferedFamilies } from './filters';
import { shortDateTime } from './logic';
import { StaffTable } from './staff-table';
import { usePaging } from './use-paging';
import { ToggleSwitch } from './toggle-switch';

const STATUS_COLOR = { draft: 'default', open: 'green', closed: 'red' } as const;

/** One contest's entries: everything staff need (the birth date too), and hide / disqualify switches. */
function EntriesList({ contest }: { contest: StaffContest }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const { message } = useNotice();
  const paging = usePaging();
  const entries = useContestEntriesQuery({ id: contest.id, ...paging.query });
  const [moderate] = useModerateEntryMutation();

  const set = async (entry: StaffContestEntry, body: { hidden?: boolean; disqualified?: boolean }) => {
    try {
      await moderate({ contestId: contest.id, entryId: entry.id, body }).unwrap();
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  const columns: TableColumnsType<StaffContestEntry> = [
    { key: 'name', title: t('contests.entrant'), render: (_, e) => `${e.name} (${e.gdata})` },
    { key: 'difficulty', title: t('contests.difficulty'), render: (_, e) => t(`contests.${e.difficulty}`) },
    {
      key: 'counted',
      title: t('contests.counted'),
      render: (_, e) => (
        <Tag color={e.counted ? 'green' : 'default'}>
          {t(e.counted ? 'contests.yes' : 'contests.practice')}
        </Tag>
      ),
    },
    {
      key: 'result',
      title: t('contests.result'),
      render: (_, e) => (e.finishedAt ? `${e.correct} / ${e.total}, ${e.seconds} s` : t('contests.running')),
    },
    { key: 'started', title: t('contests.started'), render: (_, e) => shortDateTime(e.startedAt) },
    {
      key: 'hidden',
      title: t('contests.hidden'),
      render: (_, e) => (
        <ToggleSwitch
          checked={e.hidden}
          label={`${t('contests.hidden')}: ${e.name}`}
          onChange={(hidden) => void set(e, { hidden })}
          testId={`entry-hidden-${e.id}`}
        />
      ),
    },
    {
      key: 'disqualified',
      title: t('contests.disqualified'),
      render: (_, e) => (
        <ToggleSwitch
          checked={e.disqualified}
          label={`${t('contests.disqualified')}: ${e.name}`}
          onChange={(disqualified) => void set(e, { disqualified })}
          testId={`entry-disqualified-${e.id}`}
        />
      ),
    },
  ];
  return (
    <section aria-label={t('contests.entriesOf', { title: pickLocalized(contest.title, i18n.language) })}>
      <Typography.Title level={5}>
        {t('contests.entriesOf', { title: pickLocalized(contest.title, i18n.language) })}
      </Typography.Title>
      <StaffTable
        data={entries.data}
        paging={paging}
        columns={columns}
        loading={entries.isFetching}
        error={entries.error}
        emptyText={t('contests.noEntries')}
      />
    </section>
  );
}

/**
 * Contests (GET/POST /api/staff/contests): create one (its sets frozen at creation), open it (one at a time) and
 * close it, see its entries and hide or disqualify one. Every change is audited by the API.
 */
export function ContestsTab() {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { familyLabel } = useOfferedFamilies();
  const { errorText } = useErrorTexts();
  const { message } = useNotice();
  const paging = usePaging();
  const list = useStaffContestsQuery(paging.query);
  const [setStatus] = useSetContestStatusMutation();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const shownContest = list.data?.items.find((c) => c.id === shown) ?? null;

  const change = async (contest: StaffContest, action: 'open' | 'close') => {
    try {
      await setStatus({ id: contest.id, action }).unwrap();
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  const columns: TableColumnsType<StaffContest> = [
    {
      key: 'title',
      title: t('contests.title'),
      render: (_, c) => <span data-testid="contest-row-title">{pickLocalized(c.title, i18n.language)}</span>,
    },
    {
      key: 'source',
      title: t('contests.source'),
      render: (_, c) =>
        `${familyLabel(c.family)}, ${c.category} · ${c.questionCount} × ${Math.round(c.timeLimitSeconds / 60)} min`,
    },
    {
      key: 'times',
      title: t('contests.times'),
      render: (_, c) => `${shortDateTime(c.opensAt)} – ${shortDateTime(c.closesAt)}`,
    },
    {
      key: 'status',
      title: t('contests.status'),
      render: (_, c) => <Tag color={STATUS_COLOR[c.status]}>{t(`contests.statuses.${c.status}`)}</Tag>,
    },
    { key: 'entries', title: t('contests.entries'), render: (_, c) => c.entries },
    {
      key: 'actions',
      title: '',
      render: (_, c) => (
        <Flex gap={6} wrap>
          {c.status !== 'open' ? (
            <Button
              size="small"
              type="primary"
              onClick={() => void change(c, 'open')}
              data-testid="contest-open"
            >
              {t('contests.open')}
            </Button>
          ) : (
            <Button size="small" danger onClick={() => void change(c, 'close')} data-testid="contest-close">
              {t('contests.close')}
            </Button>
          )}
          <Button
            size="small"
            onClick={() => setShown(shown === c.id ? null : c.id)}
            aria-pressed={shown === c.id}
          >
            {t('contests.showEntries')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Flex align="center" justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Paragraph style={{ margin: 0, maxWidth: 720 }}>
          {t('contests.intro')}
        </Typography.Paragraph>
        <Flex gap={8}>
          <Button type="primary" onClick={() => setCreating(true)} data-testid="contest-new">
            {t('contests.new')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
            {t('filters.reload')}
          </Button>
        </Flex>
      </Flex>
      <StaffTable
        data={list.data}
        paging={paging}
        columns={columns}
        loading={list.isFetching}
        error={list.error}
        emptyText={t('contests.empty')}
      />
      {shownContest && <EntriesList contest={shownContest} />}
      {creating && <ContestDialog onClose={() => setCreating(false)} />}
    </>
  );
}
