import { FamilyLanding } from '@portal/family-kit';
import { useTranslation } from '@portal/i18n';
import { HIDRO_HOME_ROUTE, HIDRO_LINKS, HIDRO_RUNNER_ROUTE } from './config';

// This build's id on <html data-build-hidro> when PORTAL_BUILD_ID was set (tools/webpack/README.md), so that a
// remote rebuilt and shipped on its own can be told apart from the one built before.
if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-hidro', __PORTAL_BUILD_ID__);

/**
 * The Hydraulic crane landing (second spec "Landing screens"), mounted by the shell at /hidro: top bar without a
 * language select (only the code family and the forklift depot have one), registration with every branch.
 */
export default function HidroLanding() {
  const { t } = useTranslation('hidro');
  return (
    <FamilyLanding
      family="hidro"
      title={t('title')}
      homeRoute={HIDRO_HOME_ROUTE}
      runnerRoute={HIDRO_RUNNER_ROUTE}
      links={HIDRO_LINKS}
    />
  );
}
