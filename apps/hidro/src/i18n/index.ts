import type { NamespaceResources } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

/** The Hydraulic crane (hidro) remote's own strings (namespace 'hidro', registered by the shell); the landing's come from family-kit. */
export const hidroResources: NamespaceResources = { lt, ru, en };
