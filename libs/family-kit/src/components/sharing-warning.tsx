import { Alert } from '@portal/ui';
import { useKitTranslation } from '../use-kit-translation';

/** Sharing access may lead to extra charges or disconnection (core spec "Dashboard"). */
export function SharingWarning() {
  const { t } = useKitTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('sharing.title')}
      description={t('sharing.warning')}
      data-testid="sharing-warning"
    />
  );
}
