import type { ExaminerErrorCode, Language, LocalizedText } from '@portal/contracts';
import { ApiError } from '../common/api-error';

/**
 * The examiner start's refusals in the candidate's language (the start call says which): the runner shows the
 * server's message, so a candidate reads why in any language of LANGUAGES.
 */
const MESSAGES: Record<ExaminerErrorCode, LocalizedText> = {
  'examiner-off': {
    lt: 'Egzaminavimo serveris šiuo metu išjungtas.',
    ru: 'Сервер экзаменов сейчас выключен.',
    en: 'The examination server is switched off at the moment.',
    uk: 'Сервер іспитів зараз вимкнено.',
    pl: 'Serwer egzaminacyjny jest w tej chwili wyłączony.',
  },
  'not-rostered': {
    lt: 'Jūsų nėra egzaminuojamųjų sąraše: patikrinkite registracijos numerį, gimimo datą ir potemę arba kreipkitės į egzaminuotoją.',
    ru: 'Вас нет в списке экзаменуемых: проверьте регистрационный номер, дату рождения и подтему или обратитесь к экзаменатору.',
    en: 'You are not on the candidates’ list: check the registration number, birth date and sub-topic, or ask the examiner.',
    uk: 'Вас немає в списку екзаменованих: перевірте реєстраційний номер, дату народження й підтему або зверніться до екзаменатора.',
    pl: 'Nie ma Cię na liście zdających: sprawdź numer rejestracyjny, datę urodzenia i podtemat albo zwróć się do egzaminatora.',
  },
  'outside-window': {
    lt: 'Jūsų egzamino laikas dar neprasidėjo arba jau baigėsi.',
    ru: 'Время вашего экзамена ещё не началось или уже закончилось.',
    en: 'Your exam time has not started yet or is already over.',
    uk: 'Час вашого іспиту ще не почався або вже закінчився.',
    pl: 'Czas Twojego egzaminu jeszcze się nie rozpoczął albo już minął.',
  },
  'exam-taken': {
    lt: 'Šį egzaminą jau išlaikėte arba baigėte; pakartotinai laikyti negalima.',
    ru: 'Этот экзамен уже сдан или завершён; повторно сдавать нельзя.',
    en: 'This exam has already been taken; it cannot be started again.',
    uk: 'Цей іспит уже складено або завершено; скласти його повторно не можна.',
    pl: 'Ten egzamin został już zdany lub zakończony; nie można go zdawać ponownie.',
  },
  'no-questions': {
    lt: 'Šiai potemei klausimų dar nėra.',
    ru: 'Для этой подтемы ещё нет вопросов.',
    en: 'There are no questions for this sub-topic yet.',
    uk: 'Для цієї підтеми ще немає запитань.',
    pl: 'Dla tego podtematu nie ma jeszcze pytań.',
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
