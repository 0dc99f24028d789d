import type { NamespaceResources } from '@portal/i18n';
import { addNamespace, hasNamespace } from '@portal/i18n';

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
  uk: {
    loading: 'Завантаження…',
    failedTitle: 'Не вдалося завантажити цю частину порталу.',
    failedHint: 'Перевірте підключення до інтернету та спробуйте ще раз. Інші частини порталу працюють.',
    retry: 'Спробувати ще раз',
    home: 'На початок',
  },
  pl: {
    loading: 'Ładowanie…',
    failedTitle: 'Nie udało się wczytać tej części portalu.',
    failedHint: 'Sprawdź połączenie z internetem i spróbuj ponownie. Pozostałe części portalu działają.',
    retry: 'Spróbuj ponownie',
    home: 'Na początek',
  },
};

/** Adds the strings (once; small enough to come in every language with the code). */
export function ensureFederationStrings(): void {
  if (!hasNamespace(FEDERATION_NS)) void addNamespace(FEDERATION_NS, federationResources);
}
