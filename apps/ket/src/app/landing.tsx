import { FamilyLanding } from '@portal/family-kit';
import { useTranslation } from '@portal/i18n';
import { KET_HOME_ROUTE, KET_LINKS, KET_RUNNER_ROUTE } from './config';

// This build's id on <html data-build-ket> when PORTAL_BUILD_ID was set (tools/webpack/README.md), so that a
// remote rebuilt and shipped on its own can be told apart from the one built before.
if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-ket', __PORTAL_BUILD_ID__);

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
