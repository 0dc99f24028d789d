import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadImage } from './image';

type TableComponent = typeof import('antd/es/table').default;
type TabsComponent = typeof import('antd/es/tabs').default;
type ResultComponent = typeof import('antd/es/result').default;
type ModalComponent = typeof import('antd/es/modal').default;
type DrawerComponent = typeof import('antd/es/drawer').default;
type BadgeComponent = typeof import('antd/es/badge').default;
type ParagraphComponent = typeof import('antd/es/typography').default.Paragraph;

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

// antd's Paragraph with `copyable` (and everything else of antd's Typography): the staff console's temporary password.
export const CopyableParagraph = lazy(
  () => import(/* webpackChunkName: "ui-typography" */ 'antd/es/typography/Paragraph'),
) as unknown as ParagraphComponent;

// antd's Badge (with its scrolling number and ribbon, about 6 KB gzipped): only the review of an ended test draws
// one (a question's comment count); meanwhile the bare count shows.
let badgeLoad: Promise<{ default: BadgeComponent }> | null = null;
const loadBadge = () =>
  (badgeLoad ??= import(/* webpackChunkName: "ui-badge" */ 'antd/es/badge').catch((error: unknown) => {
    badgeLoad = null;
    throw error;
  }));
const LazyBadge = lazy(loadBadge);
function BadgeWhenLoaded(props: import('antd/es/badge').BadgeProps) {
  return (
    <Suspense fallback={<span className="ant-badge">{props.count}</span>}>
      <LazyBadge {...props} />
    </Suspense>
  );
}
export const Badge = BadgeWhenLoaded as unknown as BadgeComponent;

/** A lazily loaded component that can be asked to load its code before it is first shown. */
export type Preloadable<C> = C & {
  /** Loads the code now (once; a failed load is tried again on the next call). */
  preload(): Promise<void>;
};

/**
 * An overlay (Modal, Drawer, or a screen's dialog built on them) whose code loads when it is first opened: closed and never opened, antd renders
 * nothing for it either, so nothing changes but the download (the dialogs are not on the way to the first
 * question). Once opened it stays mounted, so closing animates and keeps its state as antd's own does.
 * `preload()` fetches the code ahead: a screen that must work offline (a running test) calls it when it starts,
 * since a chunk fetched only when the network is gone fails the whole screen.
 */
export function lazyOverlay<P extends { open?: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<ComponentType<P>> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const Loaded = lazy(once) as unknown as ComponentType<P>;
  function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(false);
    if (props.open && !opened) setOpened(true);
    if (!props.open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyOverlay, { preload: () => once().then(() => undefined) });
}

// Their statics (Modal.confirm, ...) are not available: use useNotice().modal.
const modal = lazyOverlay(() => import(/* webpackChunkName: "ui-modal" */ 'antd/es/modal'));
const drawer = lazyOverlay(() => import(/* webpackChunkName: "ui-drawer" */ 'antd/es/drawer'));
export const Modal = modal as unknown as ModalComponent;
export const Drawer = drawer as unknown as DrawerComponent;

/** Loads the Modal's, the Drawer's, the Image preview's and the Badge's code now (see lazyOverlay's `preload`). */
export function preloadOverlays(): Promise<void> {
  return Promise.all([modal.preload(), drawer.preload(), loadImage(), loadBadge()]).then(() => undefined);
}
