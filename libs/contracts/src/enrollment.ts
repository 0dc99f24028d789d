import type { LocalizedText } from './families';
import type { ActivationRequestOutcome } from './staff-accounts';

/**
 * Activation status (`valid`), core spec section 4:
 * null = not registered (registration form); 1 = active; 0 = pending;
 * -1 / -4 = rejected, form prefilled; -5 / -7 = rejected with a request-activation button;
 * any other negative = rejected, reason shown.
 */
export type ActivationStatus = number | null;
export const STATUS_ACTIVE = 1;
export const STATUS_PENDING = 0;
export const REJECTED_PREFILL_STATUSES = [-1, -4] as const;
export const REJECTED_REQUEST_STATUSES = [-5, -7] as const;

/** `POST /api/:family/register` body (the spec's registration record). */
export interface RegistrationForm {
  vardas: string;
  pavarde: string;
  /** Birth date, YYYY-MM-DD. */
  gdata: string;
  telefonas: string;
  email: string;
  /** Branch id, see BRANCHES. */
  filialas: number;
  agree: boolean;
}

/** The registration record as the server gives it back (with the rejection text, if any). */
export interface RegistrationRecord extends Omit<RegistrationForm, 'agree'> {
  orig_email: string | null;
  /** Rejection reason, shown on the rejected screen. */
  tekstas: string | null;
}

export interface TimeLeft {
  /** Whole days left until `iki` (0 on the last day). */
  leftDays: number;
  /** Tests left (second spec section 3: remaining test count). */
  kiekis: number;
  /** Valid from, YYYY-MM-DD. */
  nuo: string;
  /** Valid to, YYYY-MM-DD. */
  iki: string;
  /** Info text from staff. */
  info: string;
  /**
   * The school's date (YYYY-MM-DD, in the school's time zone) when the record was made: the validity dates are
   * compared with it, not with the device's date, which may be another day in another time zone.
   */
  today?: string;
}

/** `POST /api/:family/check` answer: the spec's activation record. */
export interface ActivationRecord {
  /** A fresh access token while active; 'logout' forces sign-out; null otherwise. */
  token: string | null;
  valid: ActivationStatus;
  timeLeft: TimeLeft | null;
  /** Tests solved in this family (finished attempts). */
  isspresta: number;
  /** Correct answers over all finished attempts. */
  teisingu: number;
  /** Percent scores of past attempts, oldest first (at most the last 20). */
  egzaminai: number[];
  user: RegistrationRecord | null;
  /** Not in the spec: the learner's latest request in the family, while it waits or 14 days after it was handled. */
  request?: ActivationRequestOutcome | null;
}

/** `POST /api/:family/activation-requests` body. `kind` defaults to 'activation'. */
export interface ActivationRequestBody {
  text: string;
  kind?: 'activation' | 'more-tests';
}

/** A positive number means the request was stored; the landing then reloads (spec). */
export interface ActivationRequestResponse {
  result: number;
}

export interface Branch {
  id: number;
  labels: LocalizedText;
}

/** Branch list (core spec section 3). The code family offers only ids 15 and 10 (second spec section 9). */
export const BRANCHES: Branch[] = [
  {
    id: 1,
    labels: {
      lt: 'Kaunas, Centras',
      ru: 'Каунас, Центр',
      en: 'Kaunas, Centre',
      uk: 'Каунас, Центр',
      pl: 'Kowno, Centrum',
    },
  },
  {
    id: 2,
    labels: {
      lt: 'Kaunas, Šilainiai',
      ru: 'Каунас, Шилайняй',
      en: 'Kaunas, Šilainiai',
      uk: 'Каунас, Шилайняй',
      pl: 'Kowno, Šilainiai',
    },
  },
  {
    id: 3,
    labels: {
      lt: 'Kaunas, Dainava',
      ru: 'Каунас, Дайнава',
      en: 'Kaunas, Dainava',
      uk: 'Каунас, Дайнава',
      pl: 'Kowno, Dainava',
    },
  },
  {
    id: 4,
    labels: {
      lt: 'Kaunas, Vilijampolė',
      ru: 'Каунас, Вилиямполе',
      en: 'Kaunas, Vilijampolė',
      uk: 'Каунас, Віліямполе',
      pl: 'Kowno, Vilijampolė',
    },
  },
  {
    id: 5,
    labels: {
      lt: 'Kaunas, Eiguliai',
      ru: 'Каунас, Эйгуляй',
      en: 'Kaunas, Eiguliai',
      uk: 'Каунас, Ейгуляй',
      pl: 'Kowno, Eiguliai',
    },
  },
  { id: 6, labels: { lt: 'Vilnius', ru: 'Вильнюс', en: 'Vilnius', uk: 'Вільнюс', pl: 'Wilno' } },
  { id: 7, labels: { lt: 'Garliava', ru: 'Гарлява', en: 'Garliava', uk: 'Гарлява', pl: 'Garliawa' } },
  { id: 8, labels: { lt: 'Prienai', ru: 'Пренай', en: 'Prienai', uk: 'Пренай', pl: 'Preny' } },
  {
    id: 9,
    labels: { lt: 'Marijampolė', ru: 'Мариямполе', en: 'Marijampolė', uk: 'Маріямполе', pl: 'Mariampol' },
  },
  { id: 11, labels: { lt: 'Alytus', ru: 'Алитус', en: 'Alytus', uk: 'Алітус', pl: 'Olita' } },
  {
    id: 10,
    labels: {
      lt: 'Internetinė mokykla',
      ru: 'Онлайн-школа',
      en: 'Online school',
      uk: 'Онлайн-школа',
      pl: 'Szkoła online',
    },
  },
  {
    id: 15,
    labels: {
      lt: 'Nuotolinė mokykla „Kodas 95“',
      ru: 'Дистанционная школа «Код 95»',
      en: 'Code 95 distance school',
      uk: 'Дистанційна школа «Код 95»',
      pl: 'Szkoła zdalna „Kod 95”',
    },
  },
  {
    id: 12,
    labels: {
      lt: 'Įmonės padalinys',
      ru: 'Подразделение компании',
      en: 'Company unit',
      uk: 'Підрозділ компанії',
      pl: 'Oddział firmy',
    },
  },
  {
    id: 13,
    labels: { lt: 'Autodromas', ru: 'Автодром', en: 'Driving range', uk: 'Автодром', pl: 'Plac manewrowy' },
  },
  { id: 14, labels: { lt: 'Nėra', ru: 'Нет', en: 'None', uk: 'Немає', pl: 'Brak' } },
];
export const CODE_FAMILY_BRANCH_IDS = [15, 10] as const;
