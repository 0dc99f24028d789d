import type { NamespaceResources } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

/** The payment page's strings: in its own chunk, registered when the page first renders. */
export const PAYMENTS_NS = 'payments';
export const paymentsResources: NamespaceResources = { lt, ru, en };
