import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The examiner remote's strings (namespace 'examiner', registered by the shell). Lithuanian comes with the code; each other language is its own chunk, fetched when shown. */
export const examinerResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-examiner-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
