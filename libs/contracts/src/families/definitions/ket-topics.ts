import type { FamilyTopic } from '../family-definition';

/** Regitra's eight areas of the category theory exam: the KET bank's topics. */
export const KET_TOPICS = [
  {
    id: 'risks',
    labels: { lt: 'Rizikos', ru: 'Риски', en: 'Risks', uk: 'Ризики', pl: 'Zagrożenia' },
  },
  {
    id: 'conduct',
    labels: {
      lt: 'Elgesio taisyklės',
      ru: 'Правила поведения',
      en: 'Rules of conduct',
      uk: 'Правила поведінки',
      pl: 'Zasady zachowania',
    },
  },
  {
    id: 'priority',
    labels: { lt: 'Pirmumas', ru: 'Приоритет', en: 'Priority', uk: 'Пріоритет', pl: 'Pierwszeństwo' },
  },
  {
    id: 'special-roads',
    labels: {
      lt: 'Specialūs keliai ir manevrai',
      ru: 'Особые дороги и манёвры',
      en: 'Special roads and manoeuvres',
      uk: 'Особливі дороги та маневри',
      pl: 'Drogi szczególne i manewry',
    },
  },
  {
    id: 'safe-driving',
    labels: {
      lt: 'Saugus vairavimas ir kritinės situacijos',
      ru: 'Безопасное вождение и критические ситуации',
      en: 'Safe driving and critical situations',
      uk: 'Безпечне керування та критичні ситуації',
      pl: 'Bezpieczna jazda i sytuacje krytyczne',
    },
  },
  {
    id: 'signs',
    labels: {
      lt: 'Ženklai, ženklinimas ir signalai',
      ru: 'Знаки, разметка и сигналы',
      en: 'Signs, markings and signals',
      uk: 'Знаки, розмітка та сигнали',
      pl: 'Znaki, oznakowanie i sygnały',
    },
  },
  {
    id: 'environment',
    labels: { lt: 'Aplinka', ru: 'Окружающая среда', en: 'Environment', uk: 'Довкілля', pl: 'Środowisko' },
  },
  {
    id: 'general',
    labels: { lt: 'Bendrieji', ru: 'Общие', en: 'General', uk: 'Загальні', pl: 'Ogólne' },
  },
] as const satisfies readonly FamilyTopic[];
