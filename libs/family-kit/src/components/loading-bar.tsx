import { ProgressBar } from '@portal/ui';
import { useKitTranslation } from '../use-kit-translation';

/** The loading bar shown until the server answers (second spec section 2, landing screens). */
export function LoadingBar() {
  const { t } = useKitTranslation();
  return (
    <div
      role="progressbar"
      aria-busy="true"
      aria-label={t('loading')}
      data-testid="loading-bar"
      style={{ lineHeight: 0 }}
    >
      <ProgressBar percent={100} size="small" />
    </div>
  );
}
