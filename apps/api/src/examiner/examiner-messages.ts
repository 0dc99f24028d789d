import type { ExaminerErrorCode, Language, LocalizedText } from '@portal/contracts';
import { ApiError } from '../common/api-error';

/**
 * The examiner start's refusals in the candidate's language (the start call says which): the runner shows the
 * server's message, so a candidate reads why in lt, ru or en.
 */
const MESSAGES: Record<ExaminerErrorCode, LocalizedText> = {
  'examiner-off': {
    lt: 'Egzaminavimo serveris šiuo metu išjungtas.',
    ru: 'Сервер экзаменов сейчас выключен.',
    en: 'The examination server is switched off at the moment.',
  },
  'not-rostered': {
    lt: 'Jūsų nėra egzaminuojamųjų sąraše: patikrinkite registracijos numerį, gimimo datą ir potemę arba kreipkitės į egzaminuotoją.',
    ru: 'Вас нет в списке экзаменуемых: проверьте регистрационный номер, дату рождения и подтему или обратитесь к экзаменатору.',
    en: 'You are not on the candidates’ list: check the registration number, birth date and sub-topic, or ask the examiner.',
  },
  'outside-window': {
    lt: 'Jūsų egzamino laikas dar neprasidėjo arba jau baigėsi.',
    ru: 'Время вашего экзамена ещё не началось или уже закончилось.',
    en: 'Your exam time has not started yet or is already over.',
  },
  'exam-taken': {
    lt: 'Šį egzaminą jau išlaikėte arba baigėte; pakartotinai laikyti negalima.',
    ru: 'Этот экзамен уже сдан или завершён; повторно сдавать нельзя.',
    en: 'This exam has already been taken; it cannot be started again.',
  },
  'no-questions': {
    lt: 'Šiai potemei klausimų dar nėra.',
    ru: 'Для этой подтемы ещё нет вопросов.',
    en: 'There are no questions for this sub-topic yet.',
  },
};

const STATUS: Record<ExaminerErrorCode, number> = {
  'examiner-off': 503,
  'not-rostered': 403,
  'outside-window': 403,
  'exam-taken': 409,
  'no-questions': 409,
};

export function examinerError(code: ExaminerErrorCode, language: Language = 'lt'): ApiError {
  return new ApiError(STATUS[code], code, MESSAGES[code][language]);
}
