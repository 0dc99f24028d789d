import type { NamespaceResources } from '@portal/i18n';
import examinerEn from './examiner/en.json';
import examinerLt from './examiner/lt.json';
import examinerRu from './examiner/ru.json';
import paymentsEn from './payments/en.json';
import paymentsLt from './payments/lt.json';
import paymentsRu from './payments/ru.json';
import contestsEn from './contests/en.json';
import contestsLt from './contests/lt.json';
import contestsRu from './contests/ru.json';
import switchesEn from './switches/en.json';
import switchesLt from './switches/lt.json';
import switchesRu from './switches/ru.json';
import accountsEn from './accounts/en.json';
import accountsLt from './accounts/lt.json';
import accountsRu from './accounts/ru.json';
import auditEn from './audit/en.json';
import auditLt from './audit/lt.json';
import auditRu from './audit/ru.json';
import pagingEn from './paging/en.json';
import pagingLt from './paging/lt.json';
import pagingRu from './paging/ru.json';
import requestsEn from './requests/en.json';
import requestsLt from './requests/lt.json';
import requestsRu from './requests/ru.json';
import banksEn from './banks/en.json';
import banksLt from './banks/lt.json';
import banksRu from './banks/ru.json';
import operationsEn from './operations/en.json';
import operationsLt from './operations/lt.json';
import operationsRu from './operations/ru.json';
import statisticsEn from './statistics/en.json';
import statisticsLt from './statistics/lt.json';
import statisticsRu from './statistics/ru.json';

/** Each console area's strings (see README.md): add an area's `{ lt, ru, en }` here. */
export const AREA_STRINGS: NamespaceResources[] = [
  { lt: accountsLt, ru: accountsRu, en: accountsEn },
  { lt: requestsLt, ru: requestsRu, en: requestsEn },
  { lt: auditLt, ru: auditRu, en: auditEn },
  { lt: pagingLt, ru: pagingRu, en: pagingEn },
  { lt: paymentsLt, ru: paymentsRu, en: paymentsEn },
  { lt: examinerLt, ru: examinerRu, en: examinerEn },
  { lt: switchesLt, ru: switchesRu, en: switchesEn },
  { lt: contestsLt, ru: contestsRu, en: contestsEn },
  { lt: banksLt, ru: banksRu, en: banksEn },
  { lt: statisticsLt, ru: statisticsRu, en: statisticsEn },
  { lt: operationsLt, ru: operationsRu, en: operationsEn },
];
