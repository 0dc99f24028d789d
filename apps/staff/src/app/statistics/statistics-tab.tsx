import { Suspense, useState } from 'react';
import {
  BRANCHES,
  type CategoryStatistics,
  type ExamFamilyId,
  type QuestionStatistics,
  type StatisticsBucket,
} from '@portal/contracts';
import { pickLocalized, useTranslation } from '@portal/i18n';
import { Alert, Flex, Spin, Table, Tag, Typography, type TableColumnsType } from '@portal/ui';
import { ColumnChart } from '@portal/ui/charts';
import { Segmented } from '@portal/ui/forms';
import { Select } from '@portal/ui/select';
import { STAFF_NS } from '../../i18n';
import { ReadinessSection } from './readiness-section';
import { useErrorTexts } from '../api-errors';
import { useOfferedFamilies } from '../filters';
import {
  useBankCategoriesQuery,
  useBranchStatisticsQuery,
  useFamilyStatisticsQuery,
  useQuestionStatisticsQuery,
} from '../banks/banks-api';
import { TopicRates } from './topic-rates';

const PAGE_SIZE = 10;

/** Statistics of ended attempts: per category, over time (chart), hardest questions, learners per branch. */
export function StatisticsTab() {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const { families, familyLabel } = useOfferedFamilies();
  const [chosen, setFamily] = useState<ExamFamilyId | ''>('');
  const family = chosen || ((families[0]?.id as ExamFamilyId | undefined) ?? '');
  const [category, setCategory] = useState('');
  const [bucket, setBucket] = useState<StatisticsBucket>('week');
  const [page, setPage] = useState(1);

  const active = family || undefined;
  const query = { family: active!, category: category || undefined };
  const categories = useBankCategoriesQuery({ family: active! }, { skip: !active });
  const stats = useFamilyStatisticsQuery({ ...query, bucket }, { skip: !active });
  const hardest = useQuestionStatisticsQuery({ ...query, page, pageSize: PAGE_SIZE }, { skip: !active });
  const branches = useBranchStatisticsQuery({ family: active }, { skip: !active });
  const lang = i18n.language;
  const dateText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const branchName = (id: number | null) => {
    const found = BRANCHES.find((b) => b.id === id);
    return found ? pickLocalized(found.labels, lang) : t('statistics.noBranch');
  };

  const categoryColumns: TableColumnsType<CategoryStatistics & { id: string }> = [
    { title: t('statistics.category'), dataIndex: 'category', key: 'category' },
    { title: t('statistics.attempts'), dataIndex: 'attempts', key: 'attempts' },
    // one column for passing: the count with its share (a count and a rate side by side read as the same thing twice)
    {
      title: t('statistics.passed'),
      key: 'passed',
      render: (_, c) => `${c.passed} (${c.passRate} %)`,
    },
    {
      title: t('statistics.averageScore'),
      dataIndex: 'averageScore',
      key: 'averageScore',
      render: (v: number) => `${v} %`,
    },
  ];
  const questionColumns: TableColumnsType<QuestionStatistics & { id: number }> = [
    { title: t('statistics.ref'), dataIndex: 'ref', key: 'ref' },
    {
      title: t('statistics.question'),
      key: 'text',
      width: '35%',
      render: (_, q) => (
        <span>
          {pickLocalized(q.text, lang)} {q.retired && <Tag>{t('statistics.retired')}</Tag>}
        </span>
      ),
    },
    { title: t('statistics.shown'), dataIndex: 'shown', key: 'shown' },
    {
      title: t('statistics.rightRate'),
      dataIndex: 'rightRate',
      key: 'rightRate',
      render: (v: number) => `${v} %`,
    },
    {
      title: t('statistics.ticks'),
      key: 'ticks',
      // the answers wrap inside the table's width rather than running past a laptop's screen edge
      width: '35%',
      render: (_, q) => (
        <>
          <ol style={{ margin: 0, paddingInlineStart: 18 }}>
            {q.answers.map((a, i) => (
              <li key={i}>
                {q.correct.includes(i) ? <strong>{pickLocalized(a, lang)}</strong> : pickLocalized(a, lang)}
                {': '}
                {q.ticks[i] ?? 0}
                {q.correct.includes(i) ? ` (${t('statistics.right')})` : ''}
              </li>
            ))}
          </ol>
          <Typography.Text type="secondary">
            {t('statistics.unanswered', { count: q.unanswered })}
          </Typography.Text>
        </>
      ),
    },
  ];

  const error = stats.error ?? hardest.error ?? branches.error;
  return (
    <div data-testid="statistics-tab">
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Select<ExamFamilyId | ''>
          aria-label={t('filters.family')}
          style={{ minWidth: 180 }}
          value={family}
          onChange={(f) => {
            setFamily(f);
            setCategory('');
            setPage(1);
          }}
          options={families.map((f) => ({ value: f.id as ExamFamilyId, label: familyLabel(f.id) }))}
        />
        <Select<string>
          aria-label={t('statistics.category')}
          style={{ minWidth: 160 }}
          value={category}
          onChange={(c) => {
            setCategory(c);
            setPage(1);
          }}
          options={[
            { value: '', label: t('statistics.allCategories') },
            ...(categories.data ?? []).map((c) => ({ value: c.value, label: c.value })),
          ]}
        />
        <Segmented
          aria-label={t('statistics.period')}
          value={bucket}
          onChange={(b) => setBucket(b as StatisticsBucket)}
          options={(['day', 'week'] as const).map((b) => ({ value: b, label: t(`statistics.buckets.${b}`) }))}
        />
      </Flex>
      {error ? (
        <Alert type="error" showIcon role="alert" title={errorText(error)} style={{ marginBottom: 12 }} />
      ) : null}
      <Suspense fallback={<Spin style={{ display: 'block', margin: 24 }} />}>
        <Typography.Title level={4}>{t('statistics.byCategory')}</Typography.Title>
        <Table
          rowKey="id"
          size="small"
          data-testid="statistics-categories"
          columns={categoryColumns}
          dataSource={(stats.data?.categories ?? []).map((c) => ({ ...c, id: c.category }))}
          loading={stats.isFetching}
          pagination={false}
          locale={{ emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('statistics.none')}</span> }}
        />
        <Typography.Title level={4} style={{ marginTop: 16 }}>
          {t('statistics.overTime')}
        </Typography.Title>
        {stats.data?.overTime.length ? (
          <ColumnChart
            rows={stats.data.overTime.map((p) => ({
              x: dateText(p.from),
              y: p.averageScore,
              color: '#1677ff',
            }))}
            max={100}
            xTitle={t(`statistics.buckets.${bucket}`)}
            yTitle={t('statistics.averageScore')}
          />
        ) : (
          <Typography.Text type="secondary">{t('statistics.none')}</Typography.Text>
        )}
        <Typography.Title level={4} style={{ marginTop: 16 }}>
          {t('statistics.hardest')}
        </Typography.Title>
        <Table
          rowKey="id"
          size="small"
          data-testid="statistics-questions"
          columns={questionColumns}
          dataSource={(hardest.data?.items ?? []).map((q) => ({ ...q, id: q.questionId }))}
          loading={hardest.isFetching}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: hardest.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPage,
          }}
          locale={{ emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('statistics.none')}</span> }}
        />
        <TopicRates family={active} />
        <Typography.Title level={4} style={{ marginTop: 16 }}>
          {t('statistics.branches')}
        </Typography.Title>
        <Table
          rowKey="id"
          size="small"
          data-testid="statistics-branches"
          columns={[
            { title: t('statistics.branch'), key: 'branch', render: (_, r) => branchName(r.branch) },
            { title: t('statistics.learners'), dataIndex: 'learners', key: 'learners' },
            { title: t('statistics.active'), dataIndex: 'active', key: 'active' },
          ]}
          dataSource={(branches.data ?? []).map((b) => ({ ...b, id: String(b.branch) }))}
          pagination={false}
          locale={{ emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('statistics.none')}</span> }}
        />
        {active ? <ReadinessSection family={active} /> : null}
      </Suspense>
    </div>
  );
}
