import { lazy, Suspense, useState, type ComponentType } from 'react';

type TableComponent = typeof import('antd/es/table').default;
type TabsComponent = typeof import('antd/es/tabs').default;
type ResultComponent = typeof import('antd/es/result').default;
type ModalComponent = typeof import('antd/es/modal').default;
type DrawerComponent = typeof import('antd/es/drawer').default;

// Table is used only by the staff console: it loads when first rendered, in a chunk of its own ('ui-table', about
// 62 KB gzipped). Exported plainly it would join the antd chunk that every family screen loads. It still comes
// from this library's chunk group (the shell's copy), so it shares the theme and the locale of the one
// ConfigProvider. Render it inside a Suspense boundary (a RemoteBoundary is one); its statics (Table.Column,
// Table.SELECTION_ALL, ...) are not available: use the `columns` prop.
export const Table = lazy(
  () => import(/* webpackChunkName: "ui-table" */ 'antd/es/table'),
) as unknown as TableComponent;

// Tabs (the staff console's) likewise: with rc-tabs come rc-dropdown and rc-menu.
export const Tabs = lazy(
  () => import(/* webpackChunkName: "ui-tabs" */ 'antd/es/tabs'),
) as unknown as TabsComponent;

// Result (a pending or rejected registration's notice, with its illustrations) likewise: not an active learner's.
export const Result = lazy(
  () => import(/* webpackChunkName: "ui-result" */ 'antd/es/result'),
) as unknown as ResultComponent;

/**
 * An overlay (Modal, Drawer, or a screen's dialog built on them) whose code loads when it is first opened: closed and never opened, antd renders
 * nothing for it either, so nothing changes but the download (the dialogs are not on the way to the first
 * question). Once opened it stays mounted, so closing animates and keeps its state as antd's own does.
 */
export function lazyOverlay<P extends { open?: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Loaded = lazy(load) as unknown as ComponentType<P>;
  return function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(false);
    if (props.open && !opened) setOpened(true);
    if (!props.open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

// Their statics (Modal.confirm, ...) are not available: use useNotice().modal.
export const Modal = lazyOverlay(
  () => import(/* webpackChunkName: "ui-modal" */ 'antd/es/modal'),
) as unknown as ModalComponent;
export const Drawer = lazyOverlay(
  () => import(/* webpackChunkName: "ui-drawer" */ 'antd/es/drawer'),
) as unknown as DrawerComponent;
