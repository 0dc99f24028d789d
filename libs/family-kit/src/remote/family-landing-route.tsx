import type { ComponentType } from 'react';
import { practiceRoute } from '@portal/contracts';
import { useSchoolLinks, withSchoolLinks } from '@portal/federation';
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
  // the school's own pages come from the API's configuration; the definition's links are the defaults
  const school = useSchoolLinks();
  return (
    <FamilyLanding
      title={t('title')}
      branchIds={definition.branchIds}
      showLanguageSelect={definition.landing.languageSelect}
      homeRoute={definition.routes.home}
      runnerRoute={definition.routes.runner}
      practiceRoute={practiceRoute(definition)}
      links={withSchoolLinks(definition.links, school)}
      passPercent={definition.landing.statisticsPassPercent}
    >
      {DashboardExtra ? <DashboardExtra /> : null}
    </FamilyLanding>
  );
}
