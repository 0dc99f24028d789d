import { FamilyLanding } from '@portal/family-kit';
import { useTranslation } from '@portal/i18n';
import { KET_HOME_ROUTE, KET_LINKS, KET_RUNNER_ROUTE } from './config';

/** The KET dashboard (core spec "Dashboard"), mounted by the shell at /home. */
export default function KetLanding() {
  const { t } = useTranslation('ket');
  return (
    <FamilyLanding
      family="ket"
      title={t('title')}
      homeRoute={KET_HOME_ROUTE}
      runnerRoute={KET_RUNNER_ROUTE}
      links={KET_LINKS}
    />
  );
}
