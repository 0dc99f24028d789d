import { lazy } from 'react';

type TableComponent = typeof import('antd/es/table').default;

// Table is used only by the staff console: it loads when first rendered, in a chunk of its own ('ui-table', about
// 62 KB gzipped). Exported plainly it would join the antd chunk that every family screen loads. It still comes
// from this library's chunk group (the shell's copy), so it shares the theme and the locale of the one
// ConfigProvider. Render it inside a Suspense boundary (a RemoteBoundary is one); its statics (Table.Column,
// Table.SELECTION_ALL, ...) are not available: use the `columns` prop.
export const Table = lazy(
  () => import(/* webpackChunkName: "ui-table" */ 'antd/es/table'),
) as unknown as TableComponent;
