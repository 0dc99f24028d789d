import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The competition remote's strings (namespace 'competition', registered by the shell). Lithuanian comes with the code; each other language is its own chunk, fetched when shown. */
export const competitionResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-competition-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);

export const COMPETITION_NS = 'competition';
