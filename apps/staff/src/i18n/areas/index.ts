import type { LazyNamespace } from '@portal/i18n';
import { accountsStrings } from './accounts';
import { requestsStrings } from './requests';
import { auditStrings } from './audit';
import { pagingStrings } from './paging';
import { paymentsStrings } from './payments';
import { examinerStrings } from './examiner';
import { switchesStrings } from './switches';
import { contestsStrings } from './contests';
import { banksStrings } from './banks';
import { statisticsStrings } from './statistics';
import { operationsStrings } from './operations';
import { topicRatesStrings } from './topic-rates';
import { readinessStrings } from './readiness';

/**
 * Each console area's strings (see README.md): add an area's folder (`lt.json`, … one per language, and an
 * `index.ts` like the others') and list it here.
 */
export const AREA_STRINGS: LazyNamespace[] = [
  accountsStrings,
  requestsStrings,
  auditStrings,
  pagingStrings,
  paymentsStrings,
  examinerStrings,
  switchesStrings,
  contestsStrings,
  banksStrings,
  statisticsStrings,
  operationsStrings,
  topicRatesStrings,
  readinessStrings,
];
