import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The console's accounts strings: Lithuanian with the code, each other language its own chunk, fetched when shown. */
export const accountsStrings = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-staff-accounts-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
