import { addNamespace, hasNamespace, lazyNamespace, mergedNamespaces } from '@portal/i18n';
import lt from './lt.json';
import { AREA_STRINGS } from './areas';

/** The staff console's strings (namespace 'staff'); error texts come from the common namespace. */
export const STAFF_NS = 'staff';

const baseStrings = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-staff-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/, webpackExclude: /[\\/]areas[\\/]/ */ `./${language}.json`
    ),
);

/** The console's own strings and its areas', merged into one namespace; a language other than Lithuanian loads when shown. */
export const staffResources = mergedNamespaces([baseStrings, ...AREA_STRINGS]);

/** Registers the strings (once; before or after i18next's init). */
export function ensureStaffStrings(): Promise<void> {
  return hasNamespace(STAFF_NS) ? Promise.resolve() : addNamespace(STAFF_NS, staffResources);
}
