import { FamilyLanding } from '@portal/family-kit';
import { useTranslation } from '@portal/i18n';
import { HIDRO_HOME_ROUTE, HIDRO_LINKS, HIDRO_RUNNER_ROUTE } from './config';

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
