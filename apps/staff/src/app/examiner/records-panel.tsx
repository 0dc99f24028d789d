import { Suspense, useState } from 'react';
import type { ExaminerExamRecord, ExaminerExamSummary } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import {
  Alert,
  Button,
  Flex,
  Modal,
  NativeSelect,
  Spin,
  Table,
  Tag,
  type TableColumnsType,
} from '@portal/ui';
import { STAFF_NS } from '../../i18n';
import { useErrorTexts } from '../api-errors';
import { useExaminerExamQuery, useExaminerExamsQuery } from './examiner-staff-api';
import { download, recordCsv } from './record-export';
import { recordHtml } from './record-html';

const PAGE_SIZE = 20;
const when = (ms: number | null) => (ms === null ? '' : new Date(ms).toLocaleString());

function Verdict({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation(STAFF_NS);
  if (passed === null) return <Tag>{t('examiner.records.running')}</Tag>;
  return (
    <Tag color={passed ? 'green' : 'volcano'}>
      {t(passed ? 'examiner.records.passed' : 'examiner.records.failed')}
    </Tag>
  );
}

/** One record: the questions with ticks and key; print (a plain page) or download (CSV, JSON). Never edited. */
function RecordDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const record = useExaminerExamQuery(id);
  const lang = i18n.language;
  const print = (r: ExaminerExamRecord) => {
    const page = window.open('', '_blank');
    if (!page) return;
    page.document.write(
      recordHtml(
        r,
        {
          title: t('examiner.records.recordTitle'),
          candidate: t('examiner.records.candidate'),
          subTopic: t('examiner.records.sub'),
          started: t('examiner.records.started'),
          finished: t('examiner.records.finished'),
          score: t('examiner.records.score'),
          verdict: t('examiner.records.verdict'),
          passed: t('examiner.records.passed'),
          failed: t('examiner.records.failed'),
          ticked: t('examiner.records.ticked'),
          key: t('examiner.records.key'),
        },
        lang,
      ),
    );
    page.document.close();
    page.focus();
    page.print();
  };
  const r = record.data;
  return (
    <Modal
      open
      width={720}
      title={`${t('examiner.records.recordTitle')} #${id}`}
      onCancel={onClose}
      footer={
        r ? (
          <Flex gap={8} justify="end" wrap>
            <Button onClick={() => print(r)} data-testid="record-print">
              {t('examiner.records.print')}
            </Button>
            <Button
              onClick={() =>
                download(`examiner-${r.id}.csv`, 'text/csv;charset=utf-8', `\ufeff${recordCsv(r)}`)
              }
              data-testid="record-csv"
            >
              CSV
            </Button>
            <Button
              onClick={() =>
                download(`examiner-${r.id}.json`, 'application/json', JSON.stringify(r, null, 2))
              }
              data-testid="record-json"
            >
              JSON
            </Button>
          </Flex>
        ) : null
      }
    >
      {record.error ? <Alert type="error" showIcon role="alert" title={errorText(record.error)} /> : null}
      {!r && !record.error && <Spin />}
      {r && (
        <div data-testid="record-view">
          <p>
            {t('examiner.records.candidate')}: <strong>{r.regnr ?? '—'}</strong> {r.gdata ?? ''} ·{' '}
            {t('examiner.records.sub')}: {r.tema} / {r.sub} · {t('examiner.records.score')}: {r.correct}/
            {r.total} ({r.percent} %) <Verdict passed={r.passed} />
            <br />
            {t('examiner.records.started')}: {when(r.startedAt)} · {t('examiner.records.finished')}:{' '}
            {when(r.finishedAt)}
          </p>
          <ol>
            {r.questions.map((q) => (
              <li key={q.id} style={{ marginBottom: 8 }}>
                {q.text[lang as 'lt'] ?? q.text.lt} {q.weight === 2 && <Tag>+2</Tag>}{' '}
                <Tag color={q.correct ? 'green' : 'volcano'}>{q.correct ? '✔' : '✘'}</Tag>
                <ul>
                  {q.answers.map((a, j) => (
                    <li key={j}>
                      {q.ticks[j] === '1' ? '☑' : '☐'} {a[lang as 'lt'] ?? a.lt}
                      {q.key[j] === '1' && <strong> ({t('examiner.records.key')})</strong>}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Modal>
  );
}

/** Every examiner test, newest first (exams and training), paged; opens a record. */
export function RecordsPanel() {
  const { t } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const [page, setPage] = useState(1);
  const [mode, setMode] = useState<'' | 'true' | 'false'>('true');
  const exams = useExaminerExamsQuery({ page, pageSize: PAGE_SIZE, ...(mode ? { egzamin: mode } : {}) });
  const [open, setOpen] = useState<number | null>(null);

  const columns: TableColumnsType<ExaminerExamSummary> = [
    { key: 'started', title: t('examiner.records.started'), render: (_, e) => when(e.startedAt) },
    {
      key: 'mode',
      title: t('examiner.records.mode'),
      render: (_, e) => t(e.egzamin ? 'examiner.records.exam' : 'examiner.records.training'),
    },
    {
      key: 'candidate',
      title: t('examiner.records.candidate'),
      render: (_, e) => <span data-testid="record-candidate">{e.regnr ?? '—'}</span>,
    },
    { key: 'sub', title: t('examiner.records.sub'), dataIndex: 'sub' },
    {
      key: 'score',
      title: t('examiner.records.score'),
      render: (_, e) => (e.correct === null ? '' : `${e.correct}/${e.total} (${e.percent} %)`),
    },
    { key: 'verdict', title: t('examiner.records.verdict'), render: (_, e) => <Verdict passed={e.passed} /> },
    {
      key: 'open',
      title: '',
      render: (_, e) => (
        <Button
          size="small"
          disabled={e.finishedAt === null}
          data-testid="record-open"
          onClick={() => setOpen(e.id)}
        >
          {t('examiner.records.open')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <NativeSelect
        aria-label={t('examiner.records.mode')}
        style={{ width: 220 }}
        value={mode || 'all'}
        onChange={(v) => {
          setMode(v === 'all' ? '' : (v as 'true' | 'false'));
          setPage(1);
        }}
        options={[
          { value: 'true', label: t('examiner.records.exams') },
          { value: 'false', label: t('examiner.records.trainings') },
          { value: 'all', label: t('examiner.records.all') },
        ]}
      />
      {exams.error ? <Alert type="error" showIcon role="alert" title={errorText(exams.error)} /> : null}
      <Suspense fallback={<Spin />}>
        <Table<ExaminerExamSummary>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={exams.data?.items ?? []}
          loading={exams.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: exams.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          locale={{
            emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('examiner.records.empty')}</span>,
          }}
        />
      </Suspense>
      {open !== null && (
        <Suspense fallback={null}>
          <RecordDialog id={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
