import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The console's contests strings: Lithuanian with the code, each other language its own chunk, fetched when shown. */
export const contestsStrings = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-staff-contests-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
