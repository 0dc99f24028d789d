import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The console's switches strings: Lithuanian with the code, each other language its own chunk, fetched when shown. */
export const switchesStrings = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-staff-switches-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
