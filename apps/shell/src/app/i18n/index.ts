import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The shell's own strings (namespace 'shell'); the common ones (language names, errors) are in 'common'. Lithuanian comes with the code; each other language is its own chunk, fetched when shown. */
export const SHELL_NS = 'shell';
export const shellResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-shell-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
