import { Suspense } from 'react';
import { Alert, Spin, Table, type TableColumnsType } from '@portal/ui';
import { useErrorTexts } from './api-errors';

export interface StaffTableProps<Row> {
  rows: Row[] | undefined;
  columns: TableColumnsType<Row>;
  loading: boolean;
  /** The list's load error, shown above the table. */
  error: unknown;
  emptyText: string;
}

/** A staff list: its load error (if any) above a paged table. */
export function StaffTable<Row extends { id: number }>({
  rows,
  columns,
  loading,
  error,
  emptyText,
}: StaffTableProps<Row>) {
  const { errorText } = useErrorTexts();
  return (
    <>
      {error ? (
        <Alert type="error" showIcon title={errorText(error)} style={{ marginBottom: 12 }} role="alert" />
      ) : null}
      {/* antd's Table is its own chunk, loaded on first render (libs/ui/src/lazy.ts) */}
      <Suspense fallback={<Spin style={{ display: 'block', margin: 24 }} />}>
        <Table<Row>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows ?? []}
          loading={loading}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          // antd greys the empty text at 1.8:1; the secondary text colour reads (WCAG AA)
          locale={{ emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{emptyText}</span> }}
        />
      </Suspense>
    </>
  );
}
