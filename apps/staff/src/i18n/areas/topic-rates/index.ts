import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The console's per-topic rates strings (issue 27): Lithuanian with the code, each other language its own chunk, fetched when shown. */
export const topicRatesStrings = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-staff-topic-rates-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
