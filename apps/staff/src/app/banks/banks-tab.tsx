import { Suspense, useState } from 'react';
import {
  type BankFormat,
  type BankRetiredFilter,
  type BankFamilyId,
  type StaffBankQuestion,
} from '@portal/contracts';
import { pickLocalized, useTranslation } from '@portal/i18n';
import {
  Alert,
  Button,
  Flex,
  Spin,
  Table,
  Tag,
  Typography,
  lazyOverlay,
  useNotice,
  type TableColumnsType,
} from '@portal/ui';
import { Input } from '@portal/ui/forms';
import { Select } from '@portal/ui/select';
import { STAFF_NS } from '../../i18n';
import { FORMAT_FILES, FORMATS } from './formats';
import { BankCoverage } from './bank-coverage';
import { useErrorTexts } from '../api-errors';
import { useBankFamilies } from '../filters';
import {
  useBankCategoriesQuery,
  useBankQuestionsQuery,
  useExportBankMutation,
  useSetQuestionRetiredMutation,
} from './banks-api';

// The dialogs load when first opened (lazyOverlay): the list is what staff see first.
const QuestionEditor = lazyOverlay(() => import('./question-editor'));
const ImportDialog = lazyOverlay(() => import('./import-dialog'));
const CategoriesManager = lazyOverlay(() => import('./categories-manager'));

const PAGE_SIZE = 20;

interface Filters {
  category: string;
  q: string;
  hasImage: '' | 'true' | 'false';
  weight: '' | '1' | '2';
  retired: BankRetiredFilter;
}
const NO_FILTERS: Filters = { category: '', q: '', hasImage: '', weight: '', retired: 'active' };

/** Saves text as a file the browser downloads. */
function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Question banks: a family's questions (filtered, paged), the editor, categories, import and export. */
export function BanksTab() {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const { message } = useNotice();
  const { families, bankLabel } = useBankFamilies();
  const [chosen, setFamily] = useState<BankFamilyId | ''>('');
  const family = chosen || ((families[0]?.id as BankFamilyId | undefined) ?? '');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditingState] = useState<StaffBankQuestion | 'new' | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const setEditing = (q: StaffBankQuestion | 'new' | null) => {
    if (q) setEditorKey((k) => k + 1);
    setEditingState(q);
  };
  const [importing, setImporting] = useState(false);
  const [managing, setManaging] = useState(false);

  const active = family || undefined;
  const categories = useBankCategoriesQuery({ family: active! }, { skip: !active });
  const list = useBankQuestionsQuery(
    {
      family: active!,
      page,
      pageSize: PAGE_SIZE,
      category: filters.category || undefined,
      q: filters.q || undefined,
      hasImage: filters.hasImage === '' ? undefined : filters.hasImage === 'true',
      weight: filters.weight === '' ? undefined : Number(filters.weight),
      retired: filters.retired,
    },
    { skip: !active },
  );
  const [setRetired] = useSetQuestionRetiredMutation();
  const [exportBank, { isLoading: exporting }] = useExportBankMutation();

  const filter = (change: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };
  const text = (q: StaffBankQuestion) => pickLocalized(q.text, i18n.language);

  const onExport = async (format: BankFormat) => {
    if (!active) return;
    try {
      const content = await exportBank({ family: active, format }).unwrap();
      const file = FORMAT_FILES[format];
      download(`${active}-bank.${file.ext}`, file.type, content);
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  const onRetire = async (q: StaffBankQuestion) => {
    try {
      await setRetired({ family: q.family, id: q.id, retired: q.retiredAt === null }).unwrap();
      void message.success(q.retiredAt === null ? t('banks.retired') : t('banks.restored'));
    } catch (error) {
      void message.error(errorText(error));
    }
  };

  const columns: TableColumnsType<StaffBankQuestion> = [
    { title: t('banks.ref'), dataIndex: 'ref', key: 'ref' },
    {
      title: t('banks.text'),
      key: 'text',
      render: (_, q) => (
        <span data-testid="bank-question-text" style={{ display: 'inline-block', maxWidth: 520 }}>
          {text(q)}
        </span>
      ),
    },
    {
      title: t('banks.categories'),
      key: 'categories',
      render: (_, q) => q.categories.map((c) => <Tag key={c}>{c}</Tag>),
    },
    { title: t('banks.weight'), dataIndex: 'weight', key: 'weight' },
    {
      title: t('banks.image'),
      key: 'image',
      render: (_, q) =>
        q.imageUrl ? <img src={q.imageUrl} alt={q.image ?? ''} style={{ maxHeight: 40 }} /> : '—',
    },
    {
      title: t('banks.actions'),
      key: 'actions',
      render: (_, q) => (
        <Flex gap={4} wrap>
          <Button size="small" onClick={() => setEditing(q)} data-testid="bank-edit">
            {t('banks.edit')}
          </Button>
          <Button size="small" onClick={() => void onRetire(q)} data-testid="bank-retire">
            {q.retiredAt === null ? t('banks.retire') : t('banks.restore')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <div data-testid="banks-tab">
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Select<BankFamilyId | ''>
          aria-label={t('filters.family')}
          data-testid="banks-family"
          style={{ minWidth: 180 }}
          value={family}
          onChange={(f) => {
            setFamily(f);
            setFilters(NO_FILTERS);
            setSearch('');
            setPage(1);
          }}
          options={families.map((f) => ({ value: f.id, label: bankLabel(f.id) }))}
        />
        <Select<string>
          aria-label={t('banks.category')}
          data-testid="banks-category"
          style={{ minWidth: 160 }}
          value={filters.category}
          onChange={(category) => filter({ category })}
          options={[
            { value: '', label: t('banks.allCategories') },
            ...(categories.data ?? []).map((c) => ({
              value: c.value,
              label: `${c.value} — ${pickLocalized(c.labels, i18n.language)}`,
            })),
          ]}
        />
        <Input.Search
          aria-label={t('banks.search')}
          placeholder={t('banks.search')}
          data-testid="banks-search"
          allowClear
          style={{ width: 240 }}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(q) => filter({ q: q.trim() })}
        />
        <Select<Filters['hasImage']>
          aria-label={t('banks.image')}
          data-testid="banks-has-image"
          style={{ minWidth: 140 }}
          value={filters.hasImage}
          onChange={(hasImage) => filter({ hasImage })}
          options={[
            { value: '', label: t('banks.anyImage') },
            { value: 'true', label: t('banks.withImage') },
            { value: 'false', label: t('banks.withoutImage') },
          ]}
        />
        <Select<Filters['weight']>
          aria-label={t('banks.weight')}
          data-testid="banks-weight"
          style={{ minWidth: 120 }}
          value={filters.weight}
          onChange={(weight) => filter({ weight })}
          options={[
            { value: '', label: t('banks.anyWeight') },
            { value: '1', label: t('banks.weightN', { n: 1 }) },
            { value: '2', label: t('banks.weightN', { n: 2 }) },
          ]}
        />
        <Select<BankRetiredFilter>
          aria-label={t('banks.retiredFilter')}
          data-testid="banks-retired"
          style={{ minWidth: 140 }}
          value={filters.retired}
          onChange={(retired) => filter({ retired })}
          options={(['active', 'retired', 'all'] as const).map((r) => ({
            value: r,
            label: t(`banks.show.${r}`),
          }))}
        />
      </Flex>
      {active ? <BankCoverage family={active} /> : null}
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={!active} onClick={() => setEditing('new')} data-testid="bank-new">
          {t('banks.newQuestion')}
        </Button>
        <Button disabled={!active} onClick={() => setManaging(true)} data-testid="bank-categories">
          {t('banks.manageCategories')}
        </Button>
        <Button disabled={!active} onClick={() => setImporting(true)} data-testid="bank-import">
          {t('banks.import')}
        </Button>
        {FORMATS.map((format) => (
          <Button
            key={format}
            disabled={!active}
            loading={exporting}
            onClick={() => void onExport(format)}
            data-testid={`bank-export-${format}`}
          >
            {t('banks.exportAs', { format: t(`banks.formats.${format}`) })}
          </Button>
        ))}
      </Flex>
      {list.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(list.error)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Typography.Text type="secondary" data-testid="banks-total">
        {t('banks.total', { count: list.data?.total ?? 0 })}
      </Typography.Text>
      <Suspense fallback={<Spin style={{ display: 'block', margin: 24 }} />}>
        <Table<StaffBankQuestion>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          locale={{ emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('banks.empty')}</span> }}
        />
      </Suspense>
      {active && (
        <>
          <QuestionEditor
            key={editorKey}
            open={editing !== null}
            family={active}
            question={editing === 'new' ? null : editing}
            categories={categories.data ?? []}
            onClose={() => setEditing(null)}
          />
          <ImportDialog open={importing} family={active} onClose={() => setImporting(false)} />
          <CategoriesManager open={managing} family={active} onClose={() => setManaging(false)} />
        </>
      )}
    </div>
  );
}
