import type { NamespaceResources } from '@portal/i18n';
import { addNamespace, i18n } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

/** The staff console's strings (namespace 'staff'); error texts come from the common namespace. */
export const STAFF_NS = 'staff';
export const staffResources: NamespaceResources = { lt, ru, en };

/** Adds the strings once i18n is initialised (the shell, or the standalone bootstrap, initialises it first). */
export function ensureStaffStrings(): void {
  if (!i18n.isInitialized || i18n.hasResourceBundle('lt', STAFF_NS)) return;
  addNamespace(STAFF_NS, staffResources);
}
