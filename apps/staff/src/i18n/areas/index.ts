import type { NamespaceResources } from '@portal/i18n';

/** Each console area's strings (see README.md): add an area's `{ lt, ru, en }` here. */
export const AREA_STRINGS: NamespaceResources[] = [];
