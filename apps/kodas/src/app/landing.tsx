import { CODE_FAMILY_BRANCH_IDS } from '@portal/contracts';
import { FamilyLanding } from '@portal/family-kit';
import { useTranslation } from '@portal/i18n';
import { KODAS_HOME_ROUTE, KODAS_LINKS, KODAS_PASS_PERCENT, KODAS_RUNNER_ROUTE } from './config';

// This build's id on <html data-build-kodas> when PORTAL_BUILD_ID was set (tools/webpack/README.md), so that a
// remote rebuilt and shipped on its own can be told apart from the one built before.
if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-kodas', __PORTAL_BUILD_ID__);

/**
 * The Code 95 landing (second spec "Landing screens"), mounted by the shell at /kodas: the only family with a
 * language select in its top bar, a registration form offering only the branches 15 and 10 (section 9), and
 * statistics whose pass mark is 50 % of the points (section 5).
 */
export default function KodasLanding() {
  const { t } = useTranslation('kodas');
  return (
    <FamilyLanding
      family="kodas"
      title={t('title')}
      branchIds={CODE_FAMILY_BRANCH_IDS}
      showLanguageSelect
      homeRoute={KODAS_HOME_ROUTE}
      runnerRoute={KODAS_RUNNER_ROUTE}
      links={KODAS_LINKS}
      passPercent={KODAS_PASS_PERCENT}
    />
  );
}
