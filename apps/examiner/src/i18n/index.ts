import type { NamespaceResources } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

/** The examiner remote's strings (namespace 'examiner', registered by the shell). */
export const examinerResources: NamespaceResources = { lt, ru, en };
