import { Suspense, useState } from 'react';
import type { ExaminerCategoryRef, ExaminerSubTopicMapping } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Alert, Button, Flex, Spin, Table, Tag, type TableColumnsType } from '@portal/ui';
import { Input } from '@portal/ui/forms';
import { STAFF_NS } from '../../i18n';
import { useErrorTexts } from '../api-errors';
import { useExaminerSubTopicsQuery, useSetExaminerSubTopicMutation } from './examiner-staff-api';

/** 'ket:B, kodas:260104108' ⇄ category references. */
export function formatRefs(refs: readonly ExaminerCategoryRef[]): string {
  return refs.map((r) => `${r.family}:${r.value}`).join(', ');
}

export function parseRefs(text: string): ExaminerCategoryRef[] {
  return text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [family, ...rest] = part.split(':');
      return { family, value: rest.join(':') };
    });
}

/** Which bank categories each sub-topic's tests draw from (audited; a change applies to the next test drawn). */
export function MappingPanel() {
  const { t } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const list = useExaminerSubTopicsQuery();
  const [save, saving] = useSetExaminerSubTopicMutation();
  const [editing, setEditing] = useState<{ sub: string; text: string } | null>(null);
  const [error, setError] = useState<unknown>(null);

  const columns: TableColumnsType<ExaminerSubTopicMapping & { id: string }> = [
    { key: 'tema', title: t('examiner.mapping.topic'), dataIndex: 'tema' },
    { key: 'sub', title: t('examiner.mapping.sub'), dataIndex: 'sub' },
    {
      key: 'categories',
      title: t('examiner.mapping.categories'),
      render: (_, m) =>
        editing?.sub === m.sub ? (
          <Input
            aria-label={t('examiner.mapping.categories')}
            data-testid="mapping-input"
            value={editing.text}
            onChange={(e) => setEditing({ sub: m.sub, text: e.target.value })}
          />
        ) : (
          <Flex wrap gap={4}>
            {m.categories.map((c) => (
              <Tag key={`${c.family}:${c.value}`}>{`${c.family}:${c.value}`}</Tag>
            ))}
            {!m.custom && <Tag color="default">{t('examiner.mapping.default')}</Tag>}
          </Flex>
        ),
    },
    {
      key: 'actions',
      title: '',
      render: (_, m) =>
        editing?.sub === m.sub ? (
          <Flex gap={4}>
            <Button
              type="primary"
              size="small"
              loading={saving.isLoading}
              data-testid="mapping-save"
              onClick={() => {
                setError(null);
                save({ sub: m.sub, categories: parseRefs(editing.text) })
                  .unwrap()
                  .then(() => setEditing(null))
                  .catch((e: unknown) => setError(e));
              }}
            >
              {t('examiner.save')}
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              {t('examiner.cancel')}
            </Button>
          </Flex>
        ) : (
          <Button
            size="small"
            data-testid="mapping-edit"
            onClick={() => setEditing({ sub: m.sub, text: formatRefs(m.categories) })}
          >
            {t('examiner.edit')}
          </Button>
        ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <span>{t('examiner.mapping.hint')}</span>
      {list.error || error ? (
        <Alert type="error" showIcon role="alert" title={errorText(list.error ?? error)} />
      ) : null}
      <Suspense fallback={<Spin />}>
        <Table
          rowKey="id"
          size="small"
          columns={columns}
          loading={list.isFetching}
          dataSource={(list.data ?? []).map((m) => ({ ...m, id: m.sub }))}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Suspense>
    </Flex>
  );
}
