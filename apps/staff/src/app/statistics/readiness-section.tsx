import { useState } from 'react';
import {
  DATE_PATTERN,
  READINESS_FILTERS,
  READY_CHANCE,
  READY_MOCKS,
  READY_TOPIC_RECALL,
  type CalibrationBin,
  type ExamFamilyId,
  type ReadinessFilter,
  type ReadyCondition,
  type StaffReadinessRow,
} from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Alert, Flex, Table, Tag, Typography, type TableColumnsType } from '@portal/ui';
import { ScrollRegion } from '../scroll-region';
import { Input, Segmented } from '@portal/ui/forms';
import { STAFF_NS } from '../../i18n';
import { useErrorTexts } from '../api-errors';
import { ReliabilityChart } from './reliability-chart';
import { useStaffCalibrationQuery, useStaffReadinessQuery } from './readiness-api';

const PAGE_SIZE = 20;

/** The range sent: only whole dates, and only when the first is not after the last (the API's 400 otherwise). */
export function calibrationRange(from: string, to: string): { from?: string; to?: string } {
  const day = (d: string) => (DATE_PATTERN.test(d) ? d : undefined);
  const range = { from: day(from), to: day(to) };
  return range.from && range.to && range.from > range.to ? {} : range;
}
const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}\u00a0%`);

/**
 * The family's readiness figures in the statistics tab (issue 27 items 2, 3 and 5): the calibration of the chance
 * to pass against the mock tests' outcomes (a reliability chart with its table, the Brier score, the tests behind each
 * point), how many learners are ready or close, and who they are (to invite them to the school's own exam).
 */
export function ReadinessSection({ family }: { family: ExamFamilyId }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const [filter, setFilter] = useState<ReadinessFilter>('ready');
  const [page, setPage] = useState(1);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const calibration = useStaffCalibrationQuery({ family, ...calibrationRange(from, to) });
  const readiness = useStaffReadinessQuery({ family, filter, page, pageSize: PAGE_SIZE });
  const error = calibration.error ?? readiness.error;
  const counts = readiness.data?.counts;
  const bins = calibration.data?.bins ?? [];
  const brier = calibration.data?.brier ?? null;

  const conditionText = (c: ReadyCondition) =>
    t(`readiness.conditions.${c}`, {
      percent: Math.round((c === 'topics' ? READY_TOPIC_RECALL : READY_CHANCE) * 100),
      mocks: READY_MOCKS,
    });
  const binColumns: TableColumnsType<CalibrationBin & { id: number }> = [
    {
      title: t('readiness.predictedRange'),
      key: 'range',
      render: (_, b) => `${Math.round(b.from * 100)}–${Math.round(b.to * 100)}\u00a0%`,
    },
    { title: t('readiness.tests'), dataIndex: 'tests', key: 'tests' },
    {
      title: t('readiness.meanPredicted'),
      key: 'predicted',
      render: (_, b) => percent(b.predicted),
    },
    { title: t('readiness.sharePassed'), key: 'passed', render: (_, b) => percent(b.passed) },
  ];
  const learnerColumns: TableColumnsType<StaffReadinessRow & { id: number }> = [
    { title: t('readiness.learner'), key: 'name', render: (_, r) => `${r.name} (${r.username})` },
    { title: t('readiness.category'), key: 'kate', render: (_, r) => r.kate ?? '–' },
    { title: t('readiness.chance'), key: 'chance', render: (_, r) => percent(r.passChance) },
    {
      title: t('readiness.state'),
      key: 'state',
      render: (_, r) =>
        r.ready ? (
          <Tag color="green">{t('readiness.ready')}</Tag>
        ) : (
          <span data-missing={r.readyMissing.join(' ')}>
            {t('readiness.missingList', {
              list: r.readyMissing.map(conditionText).join(', '),
            })}
          </span>
        ),
    },
    { title: t('readiness.computedAt'), key: 'at', render: (_, r) => r.computedAt.slice(0, 10) },
  ];

  return (
    <section data-testid="readiness-section" aria-labelledby="readiness-heading">
      <Typography.Title level={4} style={{ marginTop: 16 }} id="readiness-heading">
        {t('readiness.title')}
      </Typography.Title>
      {error ? (
        <Alert type="error" showIcon role="alert" title={errorText(error)} style={{ marginBottom: 12 }} />
      ) : null}
      <Typography.Title level={5}>{t('readiness.calibration')}</Typography.Title>
      <Flex
        gap={12}
        wrap
        align="center"
        role="group"
        aria-label={t('readiness.range')}
        style={{ marginBottom: 8 }}
      >
        <label>
          {t('readiness.from')}{' '}
          <Input
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
            style={{ width: 160 }}
            data-testid="calibration-from"
          />
        </label>
        <label>
          {t('readiness.to')}{' '}
          <Input
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
            style={{ width: 160 }}
            data-testid="calibration-to"
          />
        </label>
      </Flex>
      <p style={{ marginTop: 0 }} data-testid="readiness-brier" data-brier={brier ?? ''}>
        {brier === null
          ? t('readiness.noTests')
          : t('readiness.brier', {
              // in the console language's decimals (0,123 in Lithuanian)
              brier: brier.toLocaleString(i18n.language, {
                minimumFractionDigits: 3,
                maximumFractionDigits: 3,
              }),
              tests: calibration.data?.tests ?? 0,
            })}
      </p>
      <Flex gap={16} wrap align="start">
        <figure style={{ margin: 0, flex: '1 1 240px', maxWidth: 360 }}>
          <ReliabilityChart
            bins={bins}
            caption={t('readiness.chartCaption')}
            xTitle={t('readiness.axisPredicted')}
            yTitle={t('readiness.axisPassed')}
          />
          <figcaption>
            <Typography.Text type="secondary">{t('readiness.chartHint')}</Typography.Text>
          </figcaption>
        </figure>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <ScrollRegion label={t('readiness.calibration')}>
            <Table
              rowKey="id"
              size="small"
              data-testid="readiness-bins"
              columns={binColumns}
              dataSource={bins.map((b) => ({ ...b, id: b.from }))}
              loading={calibration.isFetching}
              pagination={false}
            />
          </ScrollRegion>
        </div>
      </Flex>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('readiness.learners')}
      </Typography.Title>
      <p style={{ marginTop: 0 }} data-testid="readiness-counts">
        {counts
          ? t('readiness.counts', {
              learners: counts.learners,
              ready: counts.ready,
              close: counts.close,
            })
          : null}
      </p>
      <Segmented
        aria-label={t('readiness.filter')}
        value={filter}
        onChange={(f) => {
          setFilter(f as ReadinessFilter);
          setPage(1);
        }}
        options={READINESS_FILTERS.map((f) => ({ value: f, label: t(`readiness.filters.${f}`) }))}
        style={{ marginBottom: 8 }}
      />
      <ScrollRegion label={t('readiness.learners')}>
        <Table
          rowKey="id"
          size="small"
          data-testid="readiness-learners"
          columns={learnerColumns}
          dataSource={(readiness.data?.items ?? []).map((r) => ({ ...r, id: r.accountId }))}
          loading={readiness.isFetching}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: readiness.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPage,
          }}
          locale={{
            emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('readiness.none')}</span>,
          }}
        />
      </ScrollRegion>
    </section>
  );
}
