import { getSession, useCheckQuery } from '@portal/api-client';
import { FamilyLanding } from '@portal/family-kit';
import { useTranslation } from '@portal/i18n';
import { Card, Flex, Statistic, Typography } from '@portal/ui';
import { KRAUTUVAI_HOME_ROUTE, KRAUTUVAI_LINKS, KRAUTUVAI_RUNNER_ROUTE } from './config';

// This build's id on <html data-build-krautuvai> when PORTAL_BUILD_ID was set (tools/webpack/README.md), so that a
// remote rebuilt and shipped on its own can be told apart from the one built before.
if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-krautuvai', __PORTAL_BUILD_ID__);

/**
 * What the forklift depot home shows besides the common dashboard (second spec section 2, "Landing screens"): the
 * connected-account text and the number of attempts (`isspresta` of the check record). It reads the same cached
 * check as FamilyLanding (same arguments, no second request); it is only mounted on the active dashboard.
 */
export function DepotAccount() {
  const { t } = useTranslation('krautuvai');
  const session = getSession('krautuvai');
  const { data } = useCheckQuery({ family: 'krautuvai' }, { skip: !session });
  if (!session) return null;
  const { name, provider } = session.user;
  return (
    <Card title={t('depot.title')} data-testid="depot-account">
      <Flex gap={32} wrap align="center" justify="space-between">
        <Typography.Text strong data-testid="depot-connected">
          {t('depot.connected', { name, provider: t(`providers.${provider}`, { defaultValue: provider }) })}
        </Typography.Text>
        <Statistic title={t('depot.attempts')} value={data?.isspresta ?? 0} data-testid="depot-attempts" />
      </Flex>
    </Card>
  );
}

/**
 * The forklift depot home (second spec "Landing screens"), mounted by the shell at /krautuvai: the common landing
 * with a language select in the top bar, the connected-account text and the number of attempts (DepotAccount),
 * and the statistics with the chart of past results (family-kit's Statistics, on every active dashboard). Begin
 * navigates to /testai-krautuvai with usr, kate, provider and language in the router state, hidden from the address.
 */
export default function KrautuvaiLanding() {
  const { t } = useTranslation('krautuvai');
  return (
    <FamilyLanding
      family="krautuvai"
      title={t('title')}
      showLanguageSelect
      homeRoute={KRAUTUVAI_HOME_ROUTE}
      runnerRoute={KRAUTUVAI_RUNNER_ROUTE}
      links={KRAUTUVAI_LINKS}
    >
      <DepotAccount />
    </FamilyLanding>
  );
}
