import { KET } from '@portal/contracts';
import { createFamilyRemote } from '@portal/family-kit';
import { ketResources } from './i18n';

// This build's id on <html data-build-ket> when PORTAL_BUILD_ID was set (tools/webpack/README.md), so that a remote
// rebuilt and shipped on its own can be told apart from the one built before.
if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-ket', __PORTAL_BUILD_ID__);

/** The Driving theory remote (exposed as `ket/family`): everything it does follows from its definition. */
export default createFamilyRemote(KET, {
  i18n: ketResources,
  loadDemo: () => import(/* webpackChunkName: "demo-set" */ './demo/demo-set.json'),
});
