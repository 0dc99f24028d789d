import type { NamespaceResources } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

/** The Tractor remote's own strings (namespace 'tractor', registered by the shell); the landing's come from family-kit. */
export const tractorResources: NamespaceResources = { lt, ru, en };
