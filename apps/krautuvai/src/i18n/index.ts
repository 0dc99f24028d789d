import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The Forklift (krautuvai) remote's own strings (namespace 'krautuvai', registered by the shell); the landing's come from family-kit. Lithuanian comes with the code; each other language is its own chunk, fetched when shown. */
export const krautuvaiResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-krautuvai-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
