import type { NamespaceResources } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

/** The Code 95 remote's own strings (namespace 'kodas', registered by the shell); the landing's come from family-kit. */
export const kodasResources: NamespaceResources = { lt, ru, en };
