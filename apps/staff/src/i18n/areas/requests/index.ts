import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The console's requests strings: Lithuanian with the code, each other language its own chunk, fetched when shown. */
export const requestsStrings = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-staff-requests-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
