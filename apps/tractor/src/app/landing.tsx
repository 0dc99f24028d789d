import { FamilyLanding } from '@portal/family-kit';
import { useTranslation } from '@portal/i18n';
import { TRACTOR_HOME_ROUTE, TRACTOR_LINKS, TRACTOR_RUNNER_ROUTE } from './config';

// This build's id on <html data-build-tractor> when PORTAL_BUILD_ID was set (tools/webpack/README.md), so that a
// remote rebuilt and shipped on its own can be told apart from the one built before.
if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-tractor', __PORTAL_BUILD_ID__);

/**
 * The Tractor landing (second spec "Landing screens"), mounted by the shell at /tractor: top bar without a
 * language select (only the code family and the forklift depot have one), registration with every branch.
 */
export default function TractorLanding() {
  const { t } = useTranslation('tractor');
  return (
    <FamilyLanding
      family="tractor"
      title={t('title')}
      homeRoute={TRACTOR_HOME_ROUTE}
      runnerRoute={TRACTOR_RUNNER_ROUTE}
      links={TRACTOR_LINKS}
    />
  );
}
