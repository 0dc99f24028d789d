import { Suspense, useId, useState } from 'react';
import {
  familyDefinition,
  type BankFormat,
  type BankImportProblem,
  type BankImportReport,
  type BankFamilyId,
  type Language,
} from '@portal/contracts';
import { LANGUAGE_NATIVE_NAMES, pickLocalized, useTranslation } from '@portal/i18n';
import { Alert, Button, Checkbox, Flex, Modal, Spin, Table, type TableColumnsType } from '@portal/ui';
import { Descriptions } from '@portal/ui/extra';
import { Select } from '@portal/ui/select';
import { STAFF_NS } from '../../i18n';
import { FORMATS } from './formats';
import { useErrorTexts } from '../api-errors';
import { useBankCategoriesQuery, useImportBankMutation } from './banks-api';

/** The format a file name suggests. */
function formatOf(name: string): BankFormat | null {
  if (/\.xml$/i.test(name)) return 'moodle-xml';
  if (/\.json$/i.test(name)) return 'json';
  if (/\.(gift|txt)$/i.test(name)) return 'gift';
  return null;
}

export interface ImportDialogProps {
  open: boolean;
  family: BankFamilyId;
  onClose: () => void;
}

/** Import a bank file (Moodle XML, GIFT or our JSON), optionally as a dry run, and show the report. */
/** A problem's details for its text: a language (missing-language) by its own name, not its code. */
function reasonParams(p: BankImportProblem): Record<string, string | number> {
  const params = { ...(p.params ?? {}) };
  const language = params.language;
  if (typeof language === 'string' && language in LANGUAGE_NATIVE_NAMES)
    params.language = LANGUAGE_NATIVE_NAMES[language as Language];
  return params;
}

export default function ImportDialog({ open, family, onClose }: ImportDialogProps) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const [run, { isLoading }] = useImportBankMutation();
  const [format, setFormat] = useState<BankFormat>('moodle-xml');
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [report, setReport] = useState<BankImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // For items that name none of the family's categories (a real Moodle export) or no topic.
  const [category, setCategory] = useState('');
  const [topic, setTopic] = useState('');
  const categories = useBankCategoriesQuery({ family }, { skip: !open });
  const fileId = useId();

  const onFile = async (chosen: File | undefined) => {
    setReport(null);
    setFailure(null);
    if (!chosen) return setFile(null);
    setFile({ name: chosen.name, content: await chosen.text() });
    const guess = formatOf(chosen.name);
    if (guess) setFormat(guess);
  };

  const onRun = async () => {
    if (!file) return;
    setFailure(null);
    setReport(null);
    try {
      setReport(
        await run({
          family,
          format,
          content: file.content,
          dryRun,
          category: category || undefined,
          topic: topic || undefined,
        }).unwrap(),
      );
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const columns: TableColumnsType<BankImportProblem & { id: number }> = [
    { title: t('banks.report.item'), dataIndex: 'item', key: 'item' },
    { title: t('banks.report.line'), dataIndex: 'line', key: 'line' },
    { title: t('banks.report.column'), dataIndex: 'column', key: 'column' },
    {
      title: t('banks.report.code'),
      dataIndex: 'code',
      key: 'code',
      render: (code: string) => t(`banks.problemCodes.${code}`, { defaultValue: code }),
    },
    {
      title: t('banks.report.message'),
      key: 'message',
      // in the console's language: the reason with its details, else what the kind of problem means
      render: (_, p) =>
        p.reason ? t(`banks.problemReasons.${p.reason}`, reasonParams(p)) : t(`banks.problemHints.${p.code}`),
    },
  ];

  return (
    <Modal
      open={open}
      width={860}
      title={t('banks.importTitle')}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="import-close">
          {t('banks.close')}
        </Button>
      }
    >
      <Flex vertical gap={12} data-testid="import-dialog">
        <Flex gap={12} wrap align="center">
          <label htmlFor={fileId}>{t('banks.file')}</label>
          <input
            id={fileId}
            type="file"
            accept=".xml,.txt,.gift,.json"
            data-testid="import-file"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <Select<BankFormat>
            aria-label={t('banks.format')}
            data-testid="import-format"
            style={{ minWidth: 160 }}
            value={format}
            onChange={setFormat}
            options={FORMATS.map((f) => ({ value: f, label: t(`banks.formats.${f}`) }))}
          />
          <Select<string>
            aria-label={t('banks.importCategory')}
            data-testid="import-category"
            style={{ minWidth: 220 }}
            value={category}
            onChange={setCategory}
            options={[
              { value: '', label: t('banks.importNoCategory') },
              ...(categories.data ?? []).map((c) => ({
                value: c.value,
                label: t('banks.importCategoryOption', { category: c.value }),
              })),
            ]}
          />
          <Select<string>
            aria-label={t('banks.importTopic')}
            data-testid="import-topic"
            style={{ minWidth: 220 }}
            value={topic}
            onChange={setTopic}
            options={[
              { value: '', label: t('banks.importNoTopic') },
              ...familyDefinition(family).topics.map((option) => ({
                value: option.id,
                label: t('banks.importTopicOption', { topic: pickLocalized(option.labels, i18n.language) }),
              })),
            ]}
          />
          <Checkbox
            checked={dryRun}
            onChange={(e) => setDryRun(e.target.checked)}
            data-testid="import-dry-run"
          >
            {t('banks.dryRun')}
          </Checkbox>
          <Button
            type="primary"
            disabled={!file}
            loading={isLoading}
            onClick={() => void onRun()}
            data-testid="import-run"
          >
            {dryRun ? t('banks.check') : t('banks.runImport')}
          </Button>
        </Flex>
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        {report && (
          <div data-testid="import-report" aria-live="polite">
            <Descriptions
              size="small"
              column={3}
              items={[
                {
                  key: 'items',
                  label: t('banks.report.items'),
                  children: <span data-testid="report-items">{report.items}</span>,
                },
                {
                  key: 'imported',
                  label: t('banks.report.imported'),
                  children: <span data-testid="report-imported">{report.imported}</span>,
                },
                { key: 'unchanged', label: t('banks.report.unchanged'), children: report.unchanged },
                {
                  key: 'problems',
                  label: t('banks.report.problems'),
                  children: <span data-testid="report-problems">{report.problems.length}</span>,
                },
                {
                  key: 'dry',
                  label: t('banks.dryRun'),
                  children: report.dryRun ? t('banks.yes') : t('banks.no'),
                },
              ]}
            />
            <Suspense fallback={<Spin />}>
              <Table
                rowKey="id"
                size="small"
                data-testid="report-table"
                columns={columns}
                dataSource={report.problems.map((p, id) => ({ ...p, id }))}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                locale={{
                  emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('banks.report.none')}</span>,
                }}
              />
            </Suspense>
          </div>
        )}
      </Flex>
    </Modal>
  );
}
