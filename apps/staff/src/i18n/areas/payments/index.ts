import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The console's payments strings: Lithuanian with the code, each other language its own chunk, fetched when shown. */
export const paymentsStrings = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-staff-payments-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
