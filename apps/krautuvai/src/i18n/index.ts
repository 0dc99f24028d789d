import type { NamespaceResources } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

/** The Forklift (krautuvai) remote's own strings (namespace 'krautuvai', registered by the shell); the landing's come from family-kit. */
export const krautuvaiResources: NamespaceResources = { lt, ru, en };
