import type { FamilyTopic } from '../family-definition';

/**
 * The examiner's own bank is ADR (dangerous goods): its topics. The examiner's sub-topics (B, 260104108, A1, …) are
 * another thing: which bank categories a test draws from (examiner/default-mapping.ts), never `questions.topic`.
 */
export const EXAMINER_BANK_TOPICS = [
  {
    id: 'classification',
    labels: {
      lt: 'Klasės ir klasifikavimas',
      ru: 'Классы и классификация',
      en: 'Classes and classification',
      uk: 'Класи і класифікація',
      pl: 'Klasy i klasyfikacja',
    },
  },
  {
    id: 'marking',
    labels: {
      lt: 'Etiketės, ženklai ir oranžinės lentelės',
      ru: 'Знаки опасности, маркировка и оранжевые таблички',
      en: 'Labels, marks and orange plates',
      uk: 'Знаки небезпеки, маркування і оранжеві таблички',
      pl: 'Nalepki, oznakowanie i tablice pomarańczowe',
    },
  },
  {
    id: 'documents',
    labels: {
      lt: 'Dokumentai ir mokymas',
      ru: 'Документы и обучение',
      en: 'Documents and training',
      uk: 'Документи і навчання',
      pl: 'Dokumenty i szkolenie',
    },
  },
  {
    id: 'equipment',
    labels: {
      lt: 'Transporto priemonės įranga',
      ru: 'Оснащение транспортного средства',
      en: 'Vehicle equipment',
      uk: 'Оснащення транспортного засобу',
      pl: 'Wyposażenie pojazdu',
    },
  },
  {
    id: 'safety',
    labels: {
      lt: 'Sauga vežant ir įvykus avarijai',
      ru: 'Безопасность при перевозке и при аварии',
      en: 'Safety in carriage and emergencies',
      uk: 'Безпека під час перевезення та аварії',
      pl: 'Bezpieczeństwo przewozu i sytuacje awaryjne',
    },
  },
  {
    id: 'tanks',
    labels: { lt: 'Cisternos', ru: 'Цистерны', en: 'Tanks', uk: 'Цистерни', pl: 'Cysterny' },
  },
  {
    id: 'explosives',
    labels: {
      lt: 'Sprogstamosios medžiagos (1 klasė)',
      ru: 'Взрывчатые вещества (класс 1)',
      en: 'Explosives (class 1)',
      uk: 'Вибухові речовини (клас 1)',
      pl: 'Materiały wybuchowe (klasa 1)',
    },
  },
  {
    id: 'radioactive',
    labels: {
      lt: 'Radioaktyviosios medžiagos (7 klasė)',
      ru: 'Радиоактивные материалы (класс 7)',
      en: 'Radioactive material (class 7)',
      uk: 'Радіоактивні матеріали (клас 7)',
      pl: 'Materiały promieniotwórcze (klasa 7)',
    },
  },
] as const satisfies readonly FamilyTopic[];
