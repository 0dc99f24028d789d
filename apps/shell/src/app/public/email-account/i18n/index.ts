import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** Strings of the e-mail account screens: in their own chunk, not in the login screen's bundle. Lithuanian comes with the code; each other language is its own chunk, fetched when shown. */
export const EMAIL_ACCOUNT_NS = 'emailAccount';
export const emailAccountResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-email-account-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
