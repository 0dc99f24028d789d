import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The console's banks strings: Lithuanian with the code, each other language its own chunk, fetched when shown. */
export const banksStrings = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-staff-banks-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
