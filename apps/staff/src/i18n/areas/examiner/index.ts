import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The console's examiner strings: Lithuanian with the code, each other language its own chunk, fetched when shown. */
export const examinerStrings = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-staff-examiner-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
