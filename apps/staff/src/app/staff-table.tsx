import { Suspense } from 'react';
import { DEFAULT_PAGE_SIZE, type Page } from '@portal/contracts';
import { Alert, Spin, Table, type TableColumnsType } from '@portal/ui';
import { useErrorTexts } from './api-errors';

/** Which page of a server-paged list is shown; `onChange` asks the server for another. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
}

/** A list paged by the server, or a short fixed list (the switches) shown whole, paged in the browser. */
export type StaffTableRows<Row> =
  | {
      /** One page of the list, as the server answered it. */
      data: Page<Row> | undefined;
      paging: ServerPaging;
      rows?: never;
    }
  | { rows: Row[] | undefined; data?: never; paging?: never };

export type StaffTableProps<Row> = StaffTableRows<Row> & {
  columns: TableColumnsType<Row>;
  loading: boolean;
  /** The list's load error, shown above the table. */
  error: unknown;
  emptyText: string;
  testId?: string;
};

/** A staff list: its load error (if any) above a table paged by the server (the total is the server's). */
export function StaffTable<Row extends { id: number | string }>({
  data,
  paging,
  rows,
  columns,
  loading,
  error,
  emptyText,
  testId,
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
          data-testid={testId}
          columns={columns}
          dataSource={paging ? (data?.items ?? []) : (rows ?? [])}
          loading={loading}
          pagination={
            paging
              ? {
                  current: paging.page,
                  pageSize: paging.pageSize,
                  total: data?.total ?? 0,
                  showSizeChanger: true,
                  pageSizeOptions: [20, DEFAULT_PAGE_SIZE, 100, 200],
                  hideOnSinglePage: false,
                  showTotal: (total) => <span data-testid="list-total">{total}</span>,
                  onChange: paging.onChange,
                }
              : { pageSize: DEFAULT_PAGE_SIZE, hideOnSinglePage: true }
          }
          scroll={{ x: 'max-content' }}
          // antd greys the empty text at 1.8:1; the secondary text colour reads (WCAG AA)
          locale={{ emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{emptyText}</span> }}
        />
      </Suspense>
    </>
  );
}
