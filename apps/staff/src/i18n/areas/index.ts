import type { NamespaceResources } from '@portal/i18n';
import examinerEn from './examiner/en.json';
import examinerLt from './examiner/lt.json';
import examinerRu from './examiner/ru.json';
import paymentsEn from './payments/en.json';
import paymentsLt from './payments/lt.json';
import paymentsRu from './payments/ru.json';

/** Each console area's strings (see README.md): add an area's `{ lt, ru, en }` here. */
export const AREA_STRINGS: NamespaceResources[] = [
  { lt: paymentsLt, ru: paymentsRu, en: paymentsEn },
  { lt: examinerLt, ru: examinerRu, en: examinerEn },
];
