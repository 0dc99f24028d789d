import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The KET remote's own strings (namespace 'ket', registered by the shell); the landing's come from family-kit. Lithuanian comes with the code; each other language is its own chunk, fetched when shown. */
export const ketResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-ket-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
