import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The console's statistics strings: Lithuanian with the code, each other language its own chunk, fetched when shown. */
export const statisticsStrings = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-staff-statistics-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
