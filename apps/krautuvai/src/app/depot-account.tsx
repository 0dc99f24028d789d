import { useFamilyCheckQuery, useFamilyClient } from '@portal/api-client';
import { useTranslation } from '@portal/i18n';
import { Card, Flex, Statistic, Typography } from '@portal/ui';

/**
 * What the forklift depot home shows besides the common dashboard (second spec section 2, "Landing screens"): the
 * connected-account text and the number of attempts (`isspresta` of the check record). It reads the same cached
 * check as the landing (same arguments, no second request); it is only mounted on the active dashboard.
 */
export function DepotAccount() {
  const { t } = useTranslation('krautuvai');
  const client = useFamilyClient();
  const session = client.session();
  const { data } = useFamilyCheckQuery({ skip: !session });
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
