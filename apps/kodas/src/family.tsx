import { KODAS } from '@portal/contracts';
import { createFamilyRemote } from '@portal/family-kit';
import { kodasResources } from './i18n';

// This build's id on <html data-build-kodas> when PORTAL_BUILD_ID was set (tools/webpack/README.md), so that a remote
// rebuilt and shipped on its own can be told apart from the one built before.
if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-kodas', __PORTAL_BUILD_ID__);

/** The Code 95 remote (exposed as `kodas/family`): everything it does follows from its definition. */
export default createFamilyRemote(KODAS, {
  i18n: kodasResources,
  loadDemo: () => import(/* webpackChunkName: "demo-set" */ './demo/demo-set.json'),
});
