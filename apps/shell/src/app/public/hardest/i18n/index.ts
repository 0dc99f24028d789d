import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** Strings of the public hardest-questions page: in its own chunk, not in the login screen's bundle. Lithuanian comes with the code; each other language is its own chunk, fetched when shown. */
export const HARDEST_NS = 'hardest';
export const hardestResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-hardest-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
