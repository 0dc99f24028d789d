import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The Hydraulic crane (hidro) remote's own strings (namespace 'hidro', registered by the shell); the landing's come from family-kit. Lithuanian comes with the code; each other language is its own chunk, fetched when shown. */
export const hidroResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-hidro-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
