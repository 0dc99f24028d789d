import { HIDRO } from '@portal/contracts';
import { createFamilyRemote } from '@portal/family-kit';
import { hidroResources } from './i18n';

// This build's id on <html data-build-hidro> when PORTAL_BUILD_ID was set (tools/webpack/README.md), so that a remote
// rebuilt and shipped on its own can be told apart from the one built before.
if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-hidro', __PORTAL_BUILD_ID__);

/** The Hydraulic crane remote (exposed as `hidro/family`): everything it does follows from its definition. */
export default createFamilyRemote(HIDRO, {
  i18n: hidroResources,
  loadDemo: () => import(/* webpackChunkName: "demo-set" */ './demo/demo-set.json'),
});
