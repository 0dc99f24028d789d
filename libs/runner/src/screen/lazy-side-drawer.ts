import { lazyOverlay } from '@portal/ui';
import type { SideDrawerProps } from './side-drawer';

/** The side drawer (its font and language selects are antd's Select) loads when first opened. */
export const SideDrawer = lazyOverlay<SideDrawerProps>(() =>
  import(/* webpackChunkName: "runner-drawer" */ './side-drawer').then((m) => ({ default: m.SideDrawer })),
);
