import { KRAUTUVAI } from '@portal/contracts';
import { createFamilyRemote } from '@portal/family-kit';
import { DepotAccount } from './app/depot-account';
import { krautuvaiResources } from './i18n';

// This build's id on <html data-build-krautuvai> when PORTAL_BUILD_ID was set (tools/webpack/README.md), so that a remote
// rebuilt and shipped on its own can be told apart from the one built before.
if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-krautuvai', __PORTAL_BUILD_ID__);

/** The Forklift remote (exposed as `krautuvai/family`): everything it does follows from its definition. */
export default createFamilyRemote(KRAUTUVAI, {
  i18n: krautuvaiResources,
  loadDemo: () => import(/* webpackChunkName: "demo-set" */ './demo/demo-set.json'),
  DashboardExtra: DepotAccount,
});
