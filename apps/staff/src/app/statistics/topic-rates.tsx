import { useState } from 'react';
import {
  familyDefinition,
  type ExamFamilyId,
  type TopicRateBucket,
  type TopicRates as TopicRatesData,
} from '@portal/contracts';
import { pickLocalized, useTranslation } from '@portal/i18n';
import { Alert, Table, Typography, type TableColumnsType } from '@portal/ui';
import { ColumnChart } from '@portal/ui/charts';
import { ScrollRegion } from '../scroll-region';
import { Segmented } from '@portal/ui/forms';
import { STAFF_NS } from '../../i18n';
import { useErrorTexts } from '../api-errors';
import { useTopicRatesQuery } from './topic-rates-api';

type Row = TopicRatesData['topics'][number] & { id: string };

/** A period's start as a date in the school's zone (the API's periods are its local midnights). */
export function periodLabel(ms: number, bucket: TopicRateBucket, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    year: 'numeric',
    month: bucket === 'month' ? 'long' : '2-digit',
    ...(bucket === 'week' ? { day: '2-digit' } : {}),
  }).format(new Date(ms));
}

/**
 * Per topic of the family, the share of test answers right, in all (a chart) and per week or month (a table with
 * a caption: one row per topic, one column per period, the answers counted beside each rate). Issue 27 item 5.
 */
export function TopicRates({ family }: { family: ExamFamilyId | undefined }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const [bucket, setBucket] = useState<TopicRateBucket>('week');
  const rates = useTopicRatesQuery({ family: family!, bucket }, { skip: !family });
  const lang = i18n.language;
  const data = rates.data;
  const topicName = (topic: string | null) => {
    if (topic === null) return t('topicRates.noTopic');
    const found = family ? familyDefinition(family).topics.find((x) => x.id === topic) : undefined;
    return found ? pickLocalized(found.labels, lang) : topic;
  };
  const rateText = (rate: number, answers: number) => (answers ? `${rate} % (${answers})` : '–');
  const rows: Row[] = (data?.topics ?? [])
    .filter((r) => r.answers > 0 || r.topic !== null)
    .map((r) => ({ ...r, id: String(r.topic) }));
  const periods = data?.topics[0]?.periods.map((p) => p.from) ?? [];
  const columns: TableColumnsType<Row> = [
    { title: t('topicRates.topic'), key: 'topic', fixed: 'left', render: (_, r) => topicName(r.topic) },
    { title: t('topicRates.all'), key: 'all', render: (_, r) => rateText(r.rightRate, r.answers) },
    ...periods.map((from, i) => ({
      title: periodLabel(from, data!.bucket, data!.timeZone, lang),
      key: String(from),
      render: (_: unknown, r: Row) => rateText(r.periods[i]?.rightRate ?? 0, r.periods[i]?.answers ?? 0),
    })),
  ];
  return (
    <section data-testid="topic-rates" aria-labelledby="topic-rates-title">
      <Typography.Title level={4} style={{ marginTop: 16 }} id="topic-rates-title">
        {t('topicRates.title')}
      </Typography.Title>
      <Segmented
        aria-label={t('topicRates.bucket')}
        value={bucket}
        onChange={(b) => setBucket(b as TopicRateBucket)}
        options={(['week', 'month'] as const).map((b) => ({ value: b, label: t(`topicRates.buckets.${b}`) }))}
        style={{ marginBottom: 12 }}
      />
      {rates.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(rates.error)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {rows.some((r) => r.answers > 0) ? (
        <ColumnChart
          rows={rows
            .filter((r) => r.answers > 0)
            .map((r) => ({ x: topicName(r.topic), y: r.rightRate, color: '#1677ff' }))}
          max={100}
          xTitle={t('topicRates.chartX')}
          yTitle={t('topicRates.chartY')}
        />
      ) : null}
      <Typography.Paragraph type="secondary" id="topic-rates-caption">
        {t('topicRates.caption', { timeZone: data?.timeZone ?? '' })}
      </Typography.Paragraph>
      <ScrollRegion label={t('topicRates.title')}>
        <Table
          rowKey="id"
          aria-describedby="topic-rates-caption"
          size="small"
          data-testid="topic-rates-table"
          columns={columns}
          dataSource={rows}
          loading={rates.isFetching}
          pagination={false}
          locale={{ emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('topicRates.none')}</span> }}
        />
      </ScrollRegion>
    </section>
  );
}
