import { addNamespace, i18n, type NamespaceResources } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

export const FAMILY_KIT_NS = 'familyKit';
export const familyKitResources: NamespaceResources = { lt, ru, en };

/**
 * Registers the 'familyKit' namespace once i18next is initialised by the shell (or a remote's standalone
 * bootstrap). Safe to call on every render: it adds the strings only when they are missing.
 */
export function ensureFamilyKitI18n(): void {
  if (!i18n.isInitialized || i18n.hasResourceBundle('lt', FAMILY_KIT_NS)) return;
  addNamespace(FAMILY_KIT_NS, familyKitResources);
}
