import type { Language } from '@portal/contracts';
import type { NamespaceResources } from '@portal/i18n';
import { addNamespace, i18n } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';
import { AREA_STRINGS } from './areas';

/** The staff console's strings (namespace 'staff'); error texts come from the common namespace. */
export const STAFF_NS = 'staff';

function withAreas(language: Language, base: Record<string, unknown>): Record<string, unknown> {
  return Object.assign({}, base, ...AREA_STRINGS.map((area) => area[language]));
}

export const staffResources: NamespaceResources = {
  lt: withAreas('lt', lt),
  ru: withAreas('ru', ru),
  en: withAreas('en', en),
};

/** Adds the strings once i18n is initialised (the shell, or the standalone bootstrap, initialises it first). */
export function ensureStaffStrings(): void {
  if (!i18n.isInitialized || i18n.hasResourceBundle('lt', STAFF_NS)) return;
  addNamespace(STAFF_NS, staffResources);
}
