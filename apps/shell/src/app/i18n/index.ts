import type { NamespaceResources } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

/** The shell's own strings (namespace 'shell'); the common ones (language names, errors) are in 'common'. */
export const SHELL_NS = 'shell';
export const shellResources: NamespaceResources = { lt, ru, en };
