import type { NamespaceResources } from '@portal/i18n';
import examinerLt from './examiner/lt.json';
import examinerRu from './examiner/ru.json';
import examinerEn from './examiner/en.json';

/** Each console area's strings (see README.md): add an area's `{ lt, ru, en }` here. */
export const AREA_STRINGS: NamespaceResources[] = [{ lt: examinerLt, ru: examinerRu, en: examinerEn }];
