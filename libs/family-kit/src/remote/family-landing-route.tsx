import type { ComponentType } from 'react';
import { useTranslation } from '@portal/i18n';
import { FamilyLanding } from '../family-landing';
import type { ExamFamilyDefinition } from './exam-family-definition';

export interface FamilyLandingRouteProps {
  definition: ExamFamilyDefinition;
  /** Family-specific content on the active dashboard (e.g. the forklift depot's account card). */
  DashboardExtra?: ComponentType;
}

/** A family's dashboard as its definition describes it: title, branches, language select, pass mark, links. */
export default function FamilyLandingRoute({ definition, DashboardExtra }: FamilyLandingRouteProps) {
  const { t } = useTranslation(definition.id);
  return (
    <FamilyLanding
      title={t('title')}
      branchIds={definition.branchIds}
      showLanguageSelect={definition.landing.languageSelect}
      homeRoute={definition.routes.home}
      runnerRoute={definition.routes.runner}
      links={definition.links}
      passPercent={definition.landing.statisticsPassPercent}
    >
      {DashboardExtra ? <DashboardExtra /> : null}
    </FamilyLanding>
  );
}
