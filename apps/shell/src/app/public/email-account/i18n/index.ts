import type { NamespaceResources } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

/** Strings of the e-mail account screens: in their own chunk, not in the login screen's bundle. */
export const EMAIL_ACCOUNT_NS = 'emailAccount';
export const emailAccountResources: NamespaceResources = { lt, ru, en };
