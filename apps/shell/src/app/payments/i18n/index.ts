import { lazyNamespace } from '@portal/i18n';
import lt from './lt.json';

/** The payment page's strings: in its own chunk, registered when the page first renders. Lithuanian comes with the code; each other language is its own chunk, fetched when shown. */
export const PAYMENTS_NS = 'payments';
export const paymentsResources = lazyNamespace(
  lt,
  (language) =>
    import(
      /* webpackChunkName: "i18n-payments-[request]", webpackInclude: /[\\/][a-z]{2}\.json$/ */ `./${language}.json`
    ),
);
