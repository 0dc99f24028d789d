import { CODE_FAMILY_BRANCH_IDS } from '@portal/contracts';
import { FamilyLanding } from '@portal/family-kit';
import { useTranslation } from '@portal/i18n';
import { KODAS_HOME_ROUTE, KODAS_LINKS, KODAS_RUNNER_ROUTE } from './config';

/**
 * The Code 95 landing (second spec "Landing screens"), mounted by the shell at /kodas: the only family with a
 * language select in its top bar, and a registration form offering only the branches 15 and 10 (section 9).
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
    />
  );
}
