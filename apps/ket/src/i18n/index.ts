import type { NamespaceResources } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

/** The KET remote's own strings (namespace 'ket', registered by the shell); the landing's come from family-kit. */
export const ketResources: NamespaceResources = { lt, ru, en };
