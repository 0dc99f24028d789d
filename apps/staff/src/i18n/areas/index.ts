import type { NamespaceResources } from '@portal/i18n';
import contestsEn from './contests/en.json';
import contestsLt from './contests/lt.json';
import contestsRu from './contests/ru.json';
import switchesEn from './switches/en.json';
import switchesLt from './switches/lt.json';
import switchesRu from './switches/ru.json';

/** Each console area's strings (see README.md): add an area's `{ lt, ru, en }` here. */
export const AREA_STRINGS: NamespaceResources[] = [
  { lt: switchesLt, ru: switchesRu, en: switchesEn },
  { lt: contestsLt, ru: contestsRu, en: contestsEn },
];
