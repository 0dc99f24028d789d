import { addNamespace, hasNamespace, lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

export const FAMILY_KIT_NS = 'familyKit';
/** Lithuanian with the code, each other language its own chunk, fetched when shown. */
export const familyKitResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-family-kit-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);

/**
 * Registers the 'familyKit' namespace (once; before or after i18next's init). Safe to call on every render. The
 * remote registers it when its module loads, so the shell's wait for the remote's strings includes these.
 */
export function ensureFamilyKitI18n(): void {
  if (!hasNamespace(FAMILY_KIT_NS)) void addNamespace(FAMILY_KIT_NS, familyKitResources);
}
