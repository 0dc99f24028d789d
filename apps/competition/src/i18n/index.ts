import type { NamespaceResources } from '@portal/i18n';
import lt from './lt.json';
import ru from './ru.json';
import en from './en.json';

/** The competition remote's strings (namespace 'competition', registered by the shell). */
export const competitionResources: NamespaceResources = { lt, ru, en };

export const COMPETITION_NS = 'competition';
