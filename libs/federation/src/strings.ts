import type { NamespaceResources } from '@portal/i18n';
import { addNamespace, i18n } from '@portal/i18n';

/** Namespace of this library's own strings (RemoteBoundary). */
export const FEDERATION_NS = 'federation';

export const federationResources: NamespaceResources = {
  lt: {
    loading: 'Įkeliama…',
    failedTitle: 'Šios portalo dalies įkelti nepavyko.',
    failedHint: 'Patikrinkite interneto ryšį ir bandykite dar kartą. Kitos portalo dalys veikia.',
    retry: 'Bandyti dar kartą',
    home: 'Į pradžią',
  },
  ru: {
    loading: 'Загрузка…',
    failedTitle: 'Не удалось загрузить эту часть портала.',
    failedHint: 'Проверьте подключение к интернету и попробуйте ещё раз. Остальные части портала работают.',
    retry: 'Попробовать ещё раз',
    home: 'На главную',
  },
  en: {
    loading: 'Loading…',
    failedTitle: 'This part of the portal could not be loaded.',
    failedHint: 'Check your internet connection and try again. The rest of the portal still works.',
    retry: 'Try again',
    home: 'Back to start',
  },
};

/** Adds the strings once i18n is initialised (the shell initialises it before it renders). */
export function ensureFederationStrings(): void {
  if (!i18n.isInitialized || i18n.hasResourceBundle('lt', FEDERATION_NS)) return;
  addNamespace(FEDERATION_NS, federationResources);
}
