import { TRACTOR } from '@portal/contracts';
import { createFamilyRemote } from '@portal/family-kit';
import { tractorResources } from './i18n';

// This build's id on <html data-build-tractor> when PORTAL_BUILD_ID was set (tools/webpack/README.md), so that a remote
// rebuilt and shipped on its own can be told apart from the one built before.
if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-tractor', __PORTAL_BUILD_ID__);

/** The Tractor remote (exposed as `tractor/family`): everything it does follows from its definition. */
export default createFamilyRemote(TRACTOR, {
  i18n: tractorResources,
  loadDemo: () => import(/* webpackChunkName: "demo-set" */ './demo/demo-set.json'),
});
