import { useCallback } from 'react';
import { useNotice } from '@portal/ui';
import { errorDetail } from '@portal/api-client';
import { useKitTranslation } from '../use-kit-translation';

/** 'Įvyko klaida: {detail}' (core spec section 8, any reported failure). */
export function useErrorDialog() {
  const { modal } = useNotice();
  const { t } = useKitTranslation();
  return useCallback(
    (error: unknown) => {
      modal.error({
        title: t('errors.title'),
        content: t('errors.generic', { detail: errorDetail(error) }),
        width: 450,
      });
    },
    [modal, t],
  );
}
