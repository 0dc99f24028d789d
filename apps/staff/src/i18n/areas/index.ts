import type { NamespaceResources } from '@portal/i18n';
import banksEn from './banks/en.json';
import banksLt from './banks/lt.json';
import banksRu from './banks/ru.json';
import statisticsEn from './statistics/en.json';
import statisticsLt from './statistics/lt.json';
import statisticsRu from './statistics/ru.json';

/** Each console area's strings (see README.md): add an area's `{ lt, ru, en }` here. */
export const AREA_STRINGS: NamespaceResources[] = [
  { lt: banksLt, ru: banksRu, en: banksEn },
  { lt: statisticsLt, ru: statisticsRu, en: statisticsEn },
];
