import { useTranslation } from '@portal/i18n';
import { ensureFamilyKitI18n, FAMILY_KIT_NS } from './i18n';

/** useTranslation('familyKit'), registering the namespace first if the shell has not yet. */
export function useKitTranslation() {
  ensureFamilyKitI18n();
  return useTranslation(FAMILY_KIT_NS);
}
