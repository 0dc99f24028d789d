import { lazyNamespace } from '../namespaces';
import lt from './lt.json';

/** The portal's common strings: Lithuanian with the code, any other language its own chunk. */
export const commonNamespace = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-common-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
