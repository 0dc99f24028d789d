import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The console's readiness strings (issue 27): Lithuanian with the code, each other language its own chunk, fetched when shown. */
export const readinessStrings = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-staff-readiness-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
