import type { Language, LocalizedText } from './families/family-definition';
import { sameText } from './families/languages';
import type { Flag } from './exam';

/**
 * Examiner mode (second spec sections 2, 3, 5, 7): the option lists of the /m screen, the start call's body and
 * staff's roster, sub-topic mapping and exam records.
 */

export interface ExaminerSubTopic {
  value: string;
  labels: LocalizedText;
}

export interface ExaminerTopic {
  value: ExaminerTopicValue;
  labels: LocalizedText;
  subTopics: readonly ExaminerSubTopic[];
}

export type ExaminerTopicValue = 1 | 2 | 3;

const same = sameText;

/** Second spec "Option lists for the start screens": topics 1–3 and their sub-topics, in this order. */
// Built by a pure call so that bundles which never use it (the login screen, the families' landings) drop it.
export const EXAMINER_TOPICS: readonly ExaminerTopic[] = /* @__PURE__ */ examinerTopics();

function examinerTopics(): readonly ExaminerTopic[] {
  return [
    {
      value: 1,
      labels: {
        lt: 'Vairavimo teisės įgijimas',
        ru: 'Получение права на управление',
        en: 'Obtaining driving rights',
        uk: 'Отримання права на керування',
        pl: 'Uzyskanie prawa jazdy',
      },
      subTopics: ['B', 'C', 'CE', 'D', 'T', 'A/A1/A2'].map((v) => ({ value: v, labels: same(v) })),
    },
    {
      value: 2,
      labels: {
        lt: 'Profesinis mokymas',
        ru: 'Профессиональное обучение',
        en: 'Professional training',
        uk: 'Професійне навчання',
        pl: 'Szkolenie zawodowe',
      },
      subTopics: [
        {
          value: '260104108',
          labels: {
            lt: '260104108 – periodinis mokymas, kroviniai',
            ru: '260104108 – периодическое обучение, грузы',
            en: '260104108 – periodic training, goods',
            uk: '260104108 – періодичне навчання, вантажі',
            pl: '260104108 – szkolenie okresowe, przewóz rzeczy',
          },
        },
        {
          value: '260104107',
          labels: {
            lt: '260104107 – periodinis mokymas, keleiviai',
            ru: '260104107 – периодическое обучение, пассажиры',
            en: '260104107 – periodic training, passengers',
            uk: '260104107 – періодичне навчання, пасажири',
            pl: '260104107 – szkolenie okresowe, przewóz osób',
          },
        },
        {
          value: '265104112',
          labels: {
            lt: '265104112 – pradinis mokymas, kroviniai',
            ru: '265104112 – начальное обучение, грузы',
            en: '265104112 – initial training, goods',
            uk: '265104112 – початкове навчання, вантажі',
            pl: '265104112 – kwalifikacja wstępna, przewóz rzeczy',
          },
        },
        {
          value: '265104108',
          labels: {
            lt: '265104108 – pradinis mokymas, keleiviai',
            ru: '265104108 – начальное обучение, пассажиры',
            en: '265104108 – initial training, passengers',
            uk: '265104108 – початкове навчання, пасажири',
            pl: '265104108 – kwalifikacja wstępna, przewóz osób',
          },
        },
      ],
    },
    {
      value: 3,
      labels: {
        lt: 'ADR mokymas',
        ru: 'Обучение ADR',
        en: 'ADR training',
        uk: 'Навчання ADR',
        pl: 'Szkolenie ADR',
      },
      subTopics: ['A1', 'A2', 'A3', 'A4', 'M1', 'M2'].map((v) => ({ value: v, labels: same(v) })),
    },
  ];
}

/** The topic a sub-topic belongs to (undefined for an unknown one). */
export function examinerTopicOf(sub: string): ExaminerTopic | undefined {
  return EXAMINER_TOPICS.find((t) => t.subTopics.some((s) => s.value === sub));
}

/** Second spec section 5: exam mode needs sub-topic, birth date and registration number; training the sub-topic. */
export function canStartExaminer(form: {
  egzamin: boolean;
  sub?: string | null;
  regnr?: string | null;
  gdata?: string | null;
}): boolean {
  if (!form.sub) return false;
  if (!form.egzamin) return true;
  return !!form.regnr?.trim() && !!form.gdata?.trim();
}

/** The examiner person (second spec section 3): registration number and birth date (exam mode only). */
export interface ExaminerPerson {
  regnr: string;
  gdata: string;
}

/** `POST /api/examiner/tests`: the spec's "Get examiner test" (person, tema, sub, egzamin). */
export interface ExaminerStartRequest {
  person?: ExaminerPerson | null;
  tema: ExaminerTopicValue;
  sub: string;
  egzamin: boolean;
  language?: Language;
  /** The test token of a training test started earlier in this browser: resumes it while it is open. */
  resume?: string;
}

/** `GET /api/examiner/status`: the spec's server check. */
export interface ExaminerStatus {
  server: boolean;
}

/** The hidden `data` of the /t route (second spec: person, topic, sub-topic and exam flag as JSON). */
export interface ExaminerRouteData {
  person: ExaminerPerson | null;
  tema: ExaminerTopicValue;
  sub: string;
  egzamin: boolean;
}

/** Error codes of the examiner start (docs/api.md). */
export const EXAMINER_ERROR_CODES = [
  'examiner-off',
  'not-rostered',
  'outside-window',
  'exam-taken',
  'no-questions',
] as const;
export type ExaminerErrorCode = (typeof EXAMINER_ERROR_CODES)[number];

// ---- staff ----

/** A bank category a sub-topic draws from: the bank's family and the category's value. */
export interface ExaminerCategoryRef {
  family: string;
  value: string;
}

export interface ExaminerSubTopicMapping {
  tema: ExaminerTopicValue;
  sub: string;
  categories: ExaminerCategoryRef[];
  /** Whether staff changed it (false: the built-in default). */
  custom: boolean;
  updatedAt: number | null;
  updatedBy: string | null;
}

export interface ExaminerMappingRequest {
  sub: string;
  categories: ExaminerCategoryRef[];
}

/** A candidate admitted to an exam of `sub` between `from` and `to` (ISO 8601). */
export interface ExaminerRosterRequest {
  regnr: string;
  gdata: string;
  sub: string;
  from: string;
  to: string;
}

export interface ExaminerRosterEntry extends ExaminerRosterRequest {
  id: number;
  createdAt: number;
  createdBy: string;
}

export interface ExaminerExamSummary {
  id: number;
  egzamin: boolean;
  tema: ExaminerTopicValue;
  sub: string;
  regnr: string | null;
  gdata: string | null;
  language: string;
  startedAt: number;
  deadlineAt: number;
  finishedAt: number | null;
  correct: number | null;
  total: number;
  percent: number | null;
  passed: boolean | null;
}

export interface ExaminerRecordQuestion {
  id: number;
  ref: string;
  family: string;
  weight: number;
  text: LocalizedText;
  answers: LocalizedText[];
  ticks: Flag[];
  key: Flag[];
  correct: boolean;
}

/** One exam's full record (kept as it was, never edited): only after its end. */
export interface ExaminerExamRecord extends ExaminerExamSummary {
  rosterId: number | null;
  questions: ExaminerRecordQuestion[];
}
